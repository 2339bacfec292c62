// The footer at the end of the reading column: quiet links (archive, categories, tags), the
// preferences (theme and language), then © years and author, the engine, the optional
// registration number and page/visitor counters.
import Link from '@/lib/ui/Link'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Prefs from './Prefs'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const c = ctx.config
  const f = footerFacts(ctx)
  const links: Array<[boolean, string, string]> = [
    [c.MENU_ARCHIVE, '/archive', t.archive],
    [c.MENU_CATEGORY, '/category', t.category],
    [c.MENU_TAG, '/tag', t.tags],
  ]
  return (
    <footer className="md-footer mx-auto w-full max-w-[44rem] px-5 pb-10 text-sm text-[var(--md-muted)] md:px-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-t border-[var(--md-line)] pt-8">
        <ul className="flex flex-wrap gap-x-5 gap-y-2">
          {links
            .filter(([on]) => on)
            .map(([, href, title]) => (
              <li key={href}>
                <Link prefetch={false} href={ctx.href(href)} className="hover:text-[var(--md-fg)] hover:underline">
                  {title}
                </Link>
              </li>
            ))}
        </ul>
        <Prefs ctx={ctx} className="flex items-center gap-2" />
      </div>
      <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>
          {f.copyright}{' '}
          <a href={f.authorHref} className="text-[var(--md-fg)] underline underline-offset-2">
            {f.author}
          </a>
        </span>
        <span aria-hidden="true">·</span>
        <span>{f.version}</span>
        {f.beian && (
          <>
            <span aria-hidden="true">·</span>
            <a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:underline">
              {f.beian.text}
            </a>
          </>
        )}
        {f.counters && (
          <span className="md-counters w-full">
            {t.views} <span data-busuanzi="site_pv">–</span> · {t.visitors} <span data-busuanzi="site_uv">–</span>
          </span>
        )}
      </div>
    </footer>
  )
}
