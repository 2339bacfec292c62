// SLOT: menus (phones). A menu button (below md) opening the kit's Drawer from the right with
// the same entries as the desktop nav, SubMenu rows indented under their Menu row.
import { labels } from '@/lib/theme-kit/labels'
import { menuEntries } from '@/lib/theme-kit/menu'
import Drawer from '@/lib/ui/kit/Drawer'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { CloseIcon, MenuIcon } from '../icons'
import MenuLink from './MenuLink'

const ROW = 'example-link flex items-center gap-1 border-b border-ex-line py-3 aria-[current=page]:text-ex-accent'

export default function MobileNav({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Drawer
      id="example-nav-drawer"
      label={t.menu}
      trigger={<MenuIcon />}
      triggerClassName="example-btn md:hidden"
      backdropClassName="fixed inset-0 z-50 bg-black/40 transition-opacity data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed inset-y-0 right-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-ex-page px-5 pb-6 text-ex-text shadow-xl outline-none transition-transform data-[open=false]:invisible data-[open=false]:translate-x-full"
      closeIcon={<CloseIcon />}
      closeLabel={t.close}
      closeClassName="example-btn my-2 self-end"
    >
      <nav aria-label={t.navigation}>
        <ul>
          {menuEntries(ctx, { home: true, taxonomy: true }).map((entry) => (
            <li key={entry.key}>
              <MenuLink ctx={ctx} entry={entry} className={ROW} />
              {entry.subMenus.length > 0 && (
                <ul className="pl-4">
                  {entry.subMenus.map((sub) => (
                    <li key={sub.key}>
                      <MenuLink ctx={ctx} entry={sub} className={`${ROW} text-sm`} />
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  )
}
