// The menus, from the kit's menu model (built-in entries the MENU_* settings switch on, then the
// workspace's Menu / SubMenu rows). The row in the top bar: plain text links, a sub-menu drops
// down under its entry on hover or keyboard focus; words only, no emoji. The column in the phone sheet: every entry
// as a large line, sub-menus indented under it. External links open in a new tab.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Caret, Outbound } from '../icons'

function EntryLink({ ctx, entry, className, caret = false, emoji = true }: { ctx: ThemeContext; entry: MenuEntry; className: string; caret?: boolean; emoji?: boolean }) {
  const inner = (
    <>
      {emoji && entry.emoji && <span aria-hidden="true">{entry.emoji}</span>}
      {entry.title}
      {entry.external && <Outbound size={13} className="opacity-60" />}
      {caret && <Caret size={14} className="opacity-60" />}
    </>
  )
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className}>
        {inner}
      </a>
    )
  }
  return (
    <Link prefetch={false} href={entry.href} aria-current={isCurrent(ctx, entry) ? 'page' : undefined} className={className}>
      {inner}
    </Link>
  )
}

interface Look {
  list: string
  item: string
  link: string
  sub: string
  subLink: string
  /** the bar's row: words only, a caret on entries with a sub-menu */
  bare: boolean
}

const ROW: Look = {
  list: 'mr-1 hidden items-center lg:flex',
  item: 'group/sub relative',
  link: 'flex items-center gap-1 rounded-md px-2 py-1.5 text-[0.9375rem] whitespace-nowrap text-[var(--nb-muted)] transition-colors hover:text-[var(--nb-fg)] aria-[current=page]:text-[var(--nb-fg)]',
  sub: 'invisible absolute top-full right-0 z-50 min-w-44 rounded-md border border-[var(--nb-line)] bg-[var(--nb-bg)] py-1.5 opacity-0 shadow-sm transition-opacity group-focus-within/sub:visible group-focus-within/sub:opacity-100 group-hover/sub:visible group-hover/sub:opacity-100',
  subLink: 'flex items-center gap-1.5 px-4 py-2 text-sm whitespace-nowrap text-[var(--nb-muted)] hover:bg-[var(--nb-soft)] hover:text-[var(--nb-fg)]',
  bare: true,
}

const COLUMN: Look = {
  list: 'mt-2 flex flex-col',
  item: 'border-b border-[var(--nb-line)] last:border-b-0',
  link: 'flex items-center gap-2 py-3 text-lg text-[var(--nb-fg)] aria-[current=page]:font-semibold',
  sub: '-mt-1 mb-3 ml-4 flex flex-col border-l border-[var(--nb-line)] pl-4',
  subLink: 'flex items-center gap-1.5 py-1.5 text-[var(--nb-muted)] hover:text-[var(--nb-fg)]',
  bare: false,
}

function MenuTree({ ctx, entries, look }: { ctx: ThemeContext; entries: MenuEntry[]; look: Look }) {
  return (
    <ul className={look.list}>
      {entries.map((e) => (
        <li key={e.key} className={look.item}>
          <EntryLink ctx={ctx} entry={e} className={look.link} caret={look.bare && e.subMenus.length > 0} emoji={!look.bare} />
          {e.subMenus.length > 0 && (
            <ul className={look.sub}>
              {e.subMenus.map((s) => (
                <li key={s.key}>
                  <EntryLink ctx={ctx} entry={s} className={look.subLink} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export function MenuRow({ ctx, withoutSearch }: { ctx: ThemeContext; withoutSearch: boolean }) {
  // the logo leads home, and the search button stands for the search entry
  const entries = menuEntries(ctx, { home: false, taxonomy: true }).filter((e) => !(withoutSearch && e.kind === 'search'))
  return <MenuTree ctx={ctx} entries={entries} look={ROW} />
}

export function MenuColumn({ ctx }: { ctx: ThemeContext }) {
  return <MenuTree ctx={ctx} entries={menuEntries(ctx, { home: true, taxonomy: true })} look={COLUMN} />
}
