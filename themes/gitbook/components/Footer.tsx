// The footer pinned at the foot of the tree column: © years and the author, the engine's
// version (registration number, counters when configured), and the preferences.
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  return (
    <footer className="gb-footer flex flex-col gap-2 border-t border-[var(--gb-line)] pt-3 text-xs leading-5 text-[var(--gb-muted)]">
      <Preferences
        ctx={ctx}
        className="flex items-center gap-2"
        buttonClassName="gb-btn h-8 w-8 border border-[var(--gb-line)]"
        selectClassName="h-8 rounded-md border border-[var(--gb-line)] bg-[var(--gb-bg)] px-1.5 text-xs text-[var(--gb-text)]"
      />
      <p>
        {f.copyright}{' '}
        <a href={f.authorHref} className="gb-a font-medium">
          {f.author}
        </a>
      </p>
      <p className="flex flex-wrap gap-x-2">
        <span>{f.version}</span>
        {f.beian && (
          <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="gb-a">
            {f.beian.text}
          </a>
        )}
        {f.counters && (
          <span>
            {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
          </span>
        )}
      </p>
    </footer>
  )
}
