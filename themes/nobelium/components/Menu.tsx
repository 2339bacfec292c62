// The menus, from the kit's menu model (built-in entries the MENU_* settings switch on, then the
// workspace's Menu / SubMenu rows). The row in the top bar: plain text links, a sub-menu drops
// down under its entry on hover or keyboard focus; words only, no emoji. The column in the phone sheet: every entry
// as a large line, sub-menus indented under it. External links open in a new tab.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/themes/types'
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

const ROW_LINK =
  'flex items-center gap-1 rounded-md px-2 py-1.5 text-[0.9375rem] whitespace-nowrap text-[var(--nb-muted)] transition-colors hover:text-[var(--nb-fg)] aria-[current=page]:text-[var(--nb-fg)]'

export function MenuRow({ ctx, withoutSearch }: { ctx: ThemeContext; withoutSearch: boolean }) {
  // the logo leads home, and the search button stands for the search entry
  const entries = menuEntries(ctx, { home: false, taxonomy: true }).filter((e) => !(withoutSearch && e.kind === 'search'))
  return (
    <ul className="mr-1 hidden items-center lg:flex">
      {entries.map((e) => (
        <li key={e.key} className="group/sub relative">
          <EntryLink ctx={ctx} entry={e} className={ROW_LINK} caret={e.subMenus.length > 0} emoji={false} />
          {e.subMenus.length > 0 && (
            <ul className="invisible absolute top-full right-0 z-50 min-w-44 rounded-md border border-[var(--nb-line)] bg-[var(--nb-bg)] py-1.5 opacity-0 shadow-sm transition-opacity group-focus-within/sub:visible group-focus-within/sub:opacity-100 group-hover/sub:visible group-hover/sub:opacity-100">
              {e.subMenus.map((s) => (
                <li key={s.key}>
                  <EntryLink ctx={ctx} entry={s} className="flex items-center gap-1.5 px-4 py-2 text-sm whitespace-nowrap text-[var(--nb-muted)] hover:bg-[var(--nb-soft)] hover:text-[var(--nb-fg)]" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export function MenuColumn({ ctx }: { ctx: ThemeContext }) {
  const entries = menuEntries(ctx, { home: true, taxonomy: true })
  return (
    <ul className="mt-2 flex flex-col">
      {entries.map((e) => (
        <li key={e.key} className="border-b border-[var(--nb-line)] last:border-b-0">
          <EntryLink ctx={ctx} entry={e} className="flex items-center gap-2 py-3 text-lg text-[var(--nb-fg)] aria-[current=page]:font-semibold" />
          {e.subMenus.length > 0 && (
            <ul className="-mt-1 mb-3 ml-4 flex flex-col border-l border-[var(--nb-line)] pl-4">
              {e.subMenus.map((s) => (
                <li key={s.key}>
                  <EntryLink ctx={ctx} entry={s} className="flex items-center gap-1.5 py-1.5 text-[var(--nb-muted)] hover:text-[var(--nb-fg)]" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
