// SLOT: menus (desktop). The horizontal nav under the site title: home, archive, search,
// categories, tags, then the workspace's Menu rows; a row's SubMenu rows drop down on hover or
// keyboard focus. The current page is blue.
import { labels } from '@/lib/theme-kit/labels'
import { menuEntries } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ChevronDownIcon } from '../icons'
import MenuLink from './MenuLink'

const ITEM = 'example-link flex h-11 items-center gap-1 px-3 text-sm aria-[current=page]:text-ex-accent'

export default function Nav({ ctx, className }: { ctx: ThemeContext; className: string }) {
  return (
    <nav aria-label={labels(ctx).navigation} className={`example-nav ${className}`}>
      <ul className="-mx-3 flex flex-wrap items-center">
        {menuEntries(ctx, { home: true, taxonomy: true }).map((entry) => (
          <li key={entry.key} className="group relative">
            <MenuLink ctx={ctx} entry={entry} className={ITEM}>
              {entry.subMenus.length > 0 && <ChevronDownIcon size={14} />}
            </MenuLink>
            {entry.subMenus.length > 0 && (
              <ul className="invisible absolute top-full left-0 z-50 min-w-44 rounded-md border border-ex-line bg-ex-page py-1 opacity-0 shadow-lg transition-opacity group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100">
                {entry.subMenus.map((sub) => (
                  <li key={sub.key}>
                    <MenuLink ctx={ctx} entry={sub} className="example-link flex items-center gap-1 px-4 py-2 text-sm whitespace-nowrap" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
