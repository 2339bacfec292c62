// The footer: a teal-green band. Site links and the visitor's preferences (theme, language)
// on top; © years and author, counters, registration number and the engine version below.
import Link from '@/lib/ui/Link'
import { Preferences } from '@/lib/preferences/Preferences'
import { footerFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function Footer({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const f = footerFacts(ctx)
  const c = ctx.config
  const links = [
    c.MENU_ARCHIVE ? { path: '/archive', title: t.archive } : null,
    c.MENU_CATEGORY ? { path: '/category', title: t.category } : null,
    c.MENU_TAG ? { path: '/tag', title: t.tags } : null,
  ].filter((l) => l !== null)
  return (
    <footer className="m-footer m-ink mt-16 shadow-[var(--m-z2)]">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-5 pt-7 pb-24 text-sm md:flex-row md:items-center md:justify-between md:px-6 md:pb-7">
        <div className="flex flex-col gap-1.5">
          <p className="flex flex-wrap items-center gap-x-1.5">
            <Icon name="copyright" size={16} />
            <span>{f.copyright.replace(/^©\s*/, '')}</span>
            <a href={f.authorHref} className="font-semibold underline-offset-4 hover:underline">
              {f.author}
            </a>
          </p>
          <ul className="m-footer-facts flex flex-wrap items-center gap-x-3 gap-y-1 text-white/90">
            {f.counters && <li>{t.views} <span data-busuanzi="site_pv">–</span></li>}
            {f.counters && <li>{t.visitors} <span data-busuanzi="site_uv">–</span></li>}
            {f.beian && <li><a href={f.beian.href} target="_blank" rel="noopener noreferrer" className="hover:underline">{f.beian.text}</a></li>}
            <li>{f.version}</li>
          </ul>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-3">
          <div className="flex flex-wrap gap-1">
            {links.map((l) => <Link key={l.path} href={ctx.href(l.path)} className="rounded px-2.5 py-1.5 font-medium transition-colors hover:bg-white/15">{l.title}</Link>)}
          </div>
          <Preferences
            ctx={ctx}
            className="flex items-center gap-2"
            buttonClassName="grid h-9 w-9 place-items-center rounded-full bg-white/15 transition-colors hover:bg-white/25"
            selectClassName="h-9 rounded-full border border-white/40 bg-[var(--m-ink-solid)] px-3 text-white"
          />
        </div>
      </div>
    </footer>
  )
}
