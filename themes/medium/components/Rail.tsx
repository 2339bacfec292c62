// The thin left rail (desktop, fixed): the site's mark leading home, then every menu entry as an
// icon with its name in a tooltip (and as the link's accessible name). A Menu row's sub-menus
// fly out beside it on hover and keyboard focus. The author's picture at the foot leads to About.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import { aboutPage } from '@/lib/theme-kit/links'
import { isCurrent, menuEntries } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import Avatar from './Avatar'
import { EntryIcon, MenuLink, SubMenuList } from './MenuLink'
import SiteMark from './SiteMark'

export default function Rail({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  const about = aboutPage(ctx)
  const entries = menuEntries(ctx, { home: true, taxonomy: true })
  return (
    <nav aria-label={t.navigation} className="md-rail fixed inset-y-0 left-0 z-40 hidden w-[4.5rem] flex-col items-center border-r border-[var(--md-line)] bg-[var(--md-bg)] py-4 lg:flex">
      <Link prefetch={false} href={ctx.href('/')} aria-label={ctx.site.info.title} className="md-rail-link mb-6">
        <SiteMark ctx={ctx} size={30} />
        <span className="md-tip" aria-hidden="true">{ctx.site.info.title}</span>
      </Link>
      <ul className="flex flex-1 flex-col items-center gap-2">
        {entries.map((e) => (
          <li key={e.key} className="group/fly relative">
            <MenuLink entry={e} label={e.title} current={isCurrent(ctx, e)} className="md-rail-link">
              <EntryIcon entry={e} size={22} />
              {e.external && <Glyph name="external" size={10} className="absolute right-1.5 bottom-1.5" />}
              {!e.subMenus.length && <span className="md-tip" aria-hidden="true">{e.title}</span>}
            </MenuLink>
            {e.subMenus.length > 0 && (
              <SubMenuList
                entries={e.subMenus}
                icons
                head={<li className="px-3 pt-1 pb-1.5 text-xs font-semibold text-[var(--md-muted)]">{e.title}</li>}
                className="invisible absolute top-0 left-full z-50 ml-3 min-w-44 rounded-lg border border-[var(--md-line)] bg-[var(--md-bg)] p-1.5 opacity-0 shadow-lg transition-opacity group-focus-within/fly:visible group-focus-within/fly:opacity-100 group-hover/fly:visible group-hover/fly:opacity-100"
                linkClassName="flex items-center gap-2 rounded-md px-3 py-2 text-sm whitespace-nowrap hover:bg-[var(--md-soft)]"
              />
            )}
          </li>
        ))}
      </ul>
      {about && (
        <Link prefetch={false} href={ctx.href(about.href)} aria-label={t.about} className="md-rail-link">
          <Avatar ctx={ctx} size={32} />
          <span className="md-tip" aria-hidden="true">{t.about}</span>
        </Link>
      )}
    </nav>
  )
}
