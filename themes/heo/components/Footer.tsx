// The footer: author and site links on top; copyright '© SINCE–this year', the engine version,
// the optional registration number (BEI_AN) and the optional page/visitor counters below.
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { Preferences } from '@/lib/preferences/Preferences'
import { FEED_PATHS } from '@/lib/feeds/feeds'
import { RssIcon } from '../icons'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const c = ctx.config
  const f = footerFacts(ctx)
  const links = [
    c.MENU_ARCHIVE && { href: '/archive', title: t.archive },
    c.MENU_CATEGORY && { href: '/category', title: t.category },
    c.MENU_TAG && { href: '/tag', title: t.tags },
  ].filter((l): l is { href: string; title: string } => !!l)
  return (
    <footer className="heo-footer mt-12 border-t border-[var(--heo-border)] bg-[var(--heo-card)]">
      <div className="heo-band mx-auto flex max-w-[86rem] flex-col items-center gap-4 py-8">
        <ul className="flex flex-wrap justify-center gap-2 text-sm">
          {links.map((l) => (
            <li key={l.href}>
              <Link prefetch={false}
                href={ctx.href(l.href)}
                className="rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white"
              >
                {l.title}
              </Link>
            </li>
          ))}
          {c.ENABLE_RSS && (
            <li>
              {/* the feed: a plain link (no theme query), the address feed readers take */}
              <a
                href={ctx.asset(FEED_PATHS.rss)}
                className="heo-rss inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white"
              >
                <RssIcon size={14} />
                {ctx.strings.MENU.RSS}
              </a>
            </li>
          )}
        </ul>
        <Preferences
          ctx={ctx}
          className="flex items-center gap-2 text-sm"
          buttonClassName="grid h-9 w-9 place-items-center rounded-full border border-[var(--heo-border)] transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white"
          selectClassName="h-9 rounded-full border border-[var(--heo-border)] bg-[var(--heo-card)] px-3 text-[var(--heo-text)]"
        />
      </div>
      <div className="border-t border-[var(--heo-border)] bg-[var(--heo-card-2)]/60">
        <div className="heo-band mx-auto flex max-w-[86rem] flex-col items-center justify-between gap-2 pt-4 pb-6 text-sm text-[var(--heo-muted)] md:flex-row md:pb-4">
          <p className="heo-copyright">
            {f.copyright}{' '}
            <a href={f.authorHref} className="font-semibold text-[var(--heo-text)] hover:text-[var(--heo-accent)]">
              {f.author}
            </a>
          </p>
          <p className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1">
            {f.counters && (
              <span className="heo-counters">
                {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
              </span>
            )}
            {f.beian && (
              <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:text-[var(--heo-accent)]">
                {f.beian.text}
              </a>
            )}
            <span className="heo-version">{f.version}</span>
          </p>
        </div>
      </div>
    </footer>
  )
}
