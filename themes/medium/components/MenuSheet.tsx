// The phone's menu sheet (and the About sheet between tablet and wide desktop): every menu entry
// with its name, the About side, and the preferences (theme and language).
import { isCurrent, menuEntries } from '@/lib/theme-kit/menu'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import About from './About'
import Prefs from './Prefs'
import { EntryIcon, MenuLink, SubMenuList } from './MenuLink'

const ROW = 'flex items-center gap-3 rounded-lg px-2 py-2.5 hover:bg-[var(--md-soft)]'

export default function MenuSheet({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <div className="md-menu-sheet">
      <nav aria-label={t.navigation} className="mb-6 border-b border-[var(--md-line)] pb-4">
        <ul className="grid grid-cols-2 gap-x-2">
          {menuEntries(ctx, { home: true, taxonomy: true }).map((e) => (
            <li key={e.key} className={e.subMenus.length ? 'col-span-2' : undefined}>
              <MenuLink entry={e} current={isCurrent(ctx, e)} className={`${ROW} aria-[current=page]:font-semibold`}>
                <EntryIcon entry={e} />
                <span className="truncate">{e.title}</span>
                {e.external && <Glyph name="external" size={12} />}
              </MenuLink>
              {e.subMenus.length > 0 && (
                <SubMenuList entries={e.subMenus} className="ml-8 grid grid-cols-2 gap-x-2 border-l border-[var(--md-line)] pl-2 text-sm" linkClassName={ROW} />
              )}
            </li>
          ))}
        </ul>
      </nav>
      <About ctx={ctx} />
      <Prefs ctx={ctx} className="mt-8 flex items-center gap-2 border-t border-[var(--md-line)] pt-5 text-sm" />
    </div>
  )
}
