// The menu in two forms: the horizontal row under the masthead (wide screens; sub-menus drop
// down on hover or focus) and the vertical list in the phone drawer. Entries come from the
// kit's menu model; external links open in a new tab.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ChevronGlyph, ExternalGlyph } from '../icons'

function EntryLink({ ctx, entry, className }: { ctx: ThemeContext; entry: MenuEntry; className: string }) {
  const inner = (
    <>
      {entry.emoji && <span aria-hidden="true">{entry.emoji}</span>}
      <span>{entry.title}</span>
      {entry.external && <ExternalGlyph size={12} className="opacity-70" />}
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

function SubList({ ctx, entries, className, linkClassName }: { ctx: ThemeContext; entries: MenuEntry[]; className: string; linkClassName: string }) {
  if (!entries.length) return null
  return (
    <ul className={className}>
      {entries.map((s) => (
        <li key={s.key}>
          <EntryLink ctx={ctx} entry={s} className={linkClassName} />
        </li>
      ))}
    </ul>
  )
}

// The bar's search button (NavBar) is the one way into search at every width: the menu's own
// "search" entry would be a second door beside it.
const entriesOf = (ctx: ThemeContext) => menuEntries(ctx, { home: true, taxonomy: true }).filter((e) => e.kind !== 'search')

export function MenuRow({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="simple-menu-row flex items-center">
      {entriesOf(ctx).map((e) => {
        const sub = e.subMenus.length > 0
        return (
          <li key={e.key} className={sub ? 'simple-has-sub relative' : undefined}>
            <EntryLink ctx={ctx} entry={e} className="simple-nav-link" />
            {sub && <ChevronGlyph dir="down" size={12} className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 opacity-60" />}
            <SubList ctx={ctx} entries={e.subMenus} className="simple-sub" linkClassName="simple-sub-link" />
          </li>
        )
      })}
    </ul>
  )
}

export function MenuColumn({ ctx }: { ctx: ThemeContext }) {
  const row = 'flex items-center gap-2 border-b border-[var(--s-line)] py-3 text-base hover:text-[var(--s-red)] aria-[current=page]:text-[var(--s-red)]'
  return (
    <ul className="simple-menu-column">
      {entriesOf(ctx).map((e) => (
        <li key={e.key}>
          <EntryLink ctx={ctx} entry={e} className={row} />
          <SubList
            ctx={ctx}
            entries={e.subMenus}
            className="border-b border-[var(--s-line)] py-1 pl-5"
            linkClassName="flex items-center gap-2 py-2 text-sm hover:text-[var(--s-red)]"
          />
        </li>
      ))}
    </ul>
  )
}
