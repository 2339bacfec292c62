// The footer: on the soft band, the logo with the site's description and the menu's entries
// as a column of links; under a hairline the © line (author, version, registration number,
// counters) and the preferences (theme switch, language picker).
import Link from '@/lib/ui/Link'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { menuEntries } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Brand from './Brand'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  const entries = menuEntries(ctx, { home: true, taxonomy: true })
  // the © line: each fact its own piece, the optional ones only when configured
  const facts = [
    <span key="c">
      {`${f.copyright} `}
      <a href={f.authorHref} className="font-medium text-[var(--ld-text)] hover:text-[var(--ld-accent-text)]">
        {f.author}
      </a>
    </span>,
    <span key="v">{f.version}</span>,
    f.beian ? (
      <a key="b" href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:text-[var(--ld-fg)]">
        {f.beian.text}
      </a>
    ) : null,
    f.counters ? (
      <span key="n">
        {`${t.views} `}
        <span data-busuanzi="site_pv">–</span>
        {` · ${t.visitors} `}
        <span data-busuanzi="site_uv">–</span>
      </span>
    ) : null,
  ]
  return (
    <footer className="mt-24 border-t border-[var(--ld-line)] bg-[var(--ld-soft)] text-sm">
      <div className="ld-wrap grid gap-10 py-12 md:grid-cols-[1.4fr_1fr]">
        <div className="max-w-sm">
          <Link prefetch={false} href={ctx.href('/')} className="inline-flex items-center gap-2.5 text-base">
            <Brand ctx={ctx} />
          </Link>
          <p className="mt-4 leading-6 text-[var(--ld-muted)]">{ctx.site.info.description}</p>
        </div>
        <nav aria-label={t.menuTitle}>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-2.5 sm:grid-cols-3">
            {entries.map((e) => (
              <li key={e.key}>
                {e.external ? (
                  <a href={e.href} target="_blank" rel="noopener noreferrer" className="text-[var(--ld-text)] hover:text-[var(--ld-accent-text)]">
                    {e.title}
                  </a>
                ) : (
                  <Link prefetch={false} href={e.href} className="text-[var(--ld-text)] hover:text-[var(--ld-accent-text)]">
                    {e.title}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-[var(--ld-line)]">
        <div className="ld-wrap flex flex-col gap-4 py-6 text-[var(--ld-muted)] sm:flex-row sm:items-center sm:justify-between">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">{facts}</p>
          <Preferences
            ctx={ctx}
            className="flex items-center gap-2"
            buttonClassName="ld-icon-btn border border-[var(--ld-line)] bg-[var(--ld-bg)]"
            selectClassName="h-10 rounded-full border border-[var(--ld-line)] bg-[var(--ld-bg)] px-3 text-[var(--ld-text)]"
          />
        </div>
      </div>
    </footer>
  )
}
