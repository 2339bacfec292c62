// The menus: the top bar's row (sub-menus drop down on hover or keyboard focus) and the
// drawer's column (sub-menus listed under their parent). Entries come from the kit's menu
// model (built-in pages the MENU_* settings switch on, then the workspace's Menu rows);
// external links open in a new tab; the page being shown is marked with aria-current.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry, type MenuKind } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon, type IconName } from '../icons'

const KIND_GLYPH: Record<MenuKind, IconName> = {
  index: 'home',
  archive: 'archive',
  search: 'search',
  category: 'folder',
  tag: 'tag',
  custom: 'dot',
}

function Glyph({ entry, size }: { entry: MenuEntry; size: number }) {
  if (entry.emoji) {
    return (
      <span aria-hidden="true" className="inline-grid w-5 place-items-center">
        {entry.emoji}
      </span>
    )
  }
  return <Icon name={KIND_GLYPH[entry.kind]} size={size} />
}

function EntryAnchor({ ctx, entry, className, children }: { ctx: ThemeContext; entry: MenuEntry; className: string; children: ReactNode }) {
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <Icon name="external" size={13} className="opacity-70" />
      </a>
    )
  }
  return (
    <Link href={entry.href} className={className} aria-current={isCurrent(ctx, entry) ? 'page' : undefined}>
      {children}
    </Link>
  )
}

/** A Menu row's SubMenu rows (nothing when it has none). */
function SubList({ ctx, entries, className, linkClassName }: { ctx: ThemeContext; entries: MenuEntry[]; className: string; linkClassName: string }) {
  if (!entries.length) return null
  return (
    <ul className={className}>
      {entries.map((sub) => (
        <li key={sub.key}>
          <EntryAnchor ctx={ctx} entry={sub} className={linkClassName}>
            <Glyph entry={sub} size={16} />
            <span className="flex-1">{sub.title}</span>
          </EntryAnchor>
        </li>
      ))}
    </ul>
  )
}

/** The top bar's row: every entry but search (the bar's own search button is the way in). */
export const barEntries = (ctx: ThemeContext) => menuEntries(ctx, { taxonomy: true }).filter((e) => e.kind !== 'search')

/** The top bar's row (large screens, where it fits: TopBar decides). */
export function BarMenu({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="m-bar-menu flex items-center gap-0.5 text-[0.95rem] whitespace-nowrap">
      {barEntries(ctx).map((entry) => (
        <li key={entry.key} className="group/sub relative">
          <EntryAnchor ctx={ctx} entry={entry} className="m-nav-link">
            <Glyph entry={entry} size={18} />
            <span>{entry.title}</span>
            {entry.subMenus.length > 0 && <Icon name="down" size={16} />}
          </EntryAnchor>
          <SubList
            ctx={ctx}
            entries={entry.subMenus}
            className="invisible absolute top-full right-0 min-w-44 translate-y-1 rounded-md bg-[var(--m-card)] py-2 text-[var(--m-text)] opacity-0 shadow-[var(--m-z3)] transition-all duration-200 group-focus-within/sub:visible group-focus-within/sub:translate-y-0 group-focus-within/sub:opacity-100 group-hover/sub:visible group-hover/sub:translate-y-0 group-hover/sub:opacity-100"
            linkClassName="flex items-center gap-2 px-4 py-2 whitespace-nowrap hover:bg-[var(--m-soft)] hover:text-[var(--m-accent)]"
          />
        </li>
      ))}
    </ul>
  )
}

/** The drawer's column (phones and tablets). */
export function SideMenu({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="m-side-menu flex flex-col gap-0.5">
      {menuEntries(ctx, { taxonomy: true }).map((entry) => (
        <li key={entry.key}>
          <EntryAnchor ctx={ctx} entry={entry} className="m-side-link">
            <Glyph entry={entry} size={20} />
            <span className="flex-1">{entry.title}</span>
          </EntryAnchor>
          <SubList ctx={ctx} entries={entry.subMenus} className="mb-1 ml-9 border-l-2 border-[var(--m-line)] pl-2" linkClassName="m-side-link py-2 text-sm" />
        </li>
      ))}
    </ul>
  )
}
