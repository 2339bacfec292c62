// The footer: one quiet line under a hairline. Left: © years, the author, the engine's version
// (and the registration number and site counters when configured). Right: the theme switch and
// the language picker.
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  return (
    <footer className="nb-col pb-8 text-sm text-[var(--nb-muted)]">
      <div className="flex flex-col gap-4 border-t border-[var(--nb-line)] pt-6 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <a href={f.authorHref} className="nb-a self-start text-[var(--nb-text)]">
            <span className="text-[var(--nb-muted)]">{f.copyright}</span> {f.author}
          </a>
          <p className="flex flex-wrap gap-x-3 gap-y-1">
            <span>{f.version}</span>
            {f.beian && (
              <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="nb-a">
                {f.beian.text}
              </a>
            )}
            {f.counters && (
              <span>
                {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
              </span>
            )}
          </p>
        </div>
        <Preferences
          ctx={ctx}
          className="flex items-center gap-2"
          buttonClassName="nb-btn border border-[var(--nb-line)]"
          selectClassName="h-9 rounded-md border border-[var(--nb-line)] bg-[var(--nb-bg)] px-2 text-[var(--nb-text)]"
        />
      </div>
    </footer>
  )
}
