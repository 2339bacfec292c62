// The foot of the content column: © years and author, the registration number and the site
// counters when set, the engine's version; the theme switch and language picker beside.
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  return (
    <footer className="fk-footer mx-3 flex flex-col items-center gap-3 border-t border-[var(--fk-line)] py-6 pb-20 text-xs text-[var(--fk-muted)] sm:mx-5 md:flex-row md:justify-between md:pb-6 lg:mx-6">
      <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 md:justify-start">
        <span>
          {f.copyright}{' '}
          <a href={f.authorHref} className="font-semibold text-[var(--fk-ink)] hover:text-[var(--fk-link)]">
            {f.author}
          </a>
        </span>
        {f.beian && (
          <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:text-[var(--fk-link)]">
            {f.beian.text}
          </a>
        )}
        {f.counters && (
          <span>
            {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
          </span>
        )}
        <span className="fk-version">{f.version}</span>
      </div>
      <Preferences
        ctx={ctx}
        className="flex items-center gap-2"
        buttonClassName="fk-icon-btn h-8 w-8 border border-[var(--fk-line)] bg-[var(--fk-card)]"
        selectClassName="h-8 rounded-sm border border-[var(--fk-line)] bg-[var(--fk-card)] px-2 text-[var(--fk-ink)]"
      />
    </footer>
  )
}
