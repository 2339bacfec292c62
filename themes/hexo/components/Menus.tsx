// hexo's menus from the kit's model (menuEntries: home, category, tag, archive and the
// workspace's Menu rows; not the search entry: the top bar's search icon, present on every
// screen, is the one way into search). Top bar: entries with a purple underline on hover, sub-menus in a card
// that opens on hover or keyboard focus. Phone drawer: the same entries stacked, sub-menus
// indented. External links open in a new tab.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry, type MenuKind } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph, type GlyphName } from '../icons'

const KIND_GLYPH: Record<MenuKind, GlyphName | null> = {
  index: 'home',
  archive: 'archive',
  search: 'search',
  category: 'folder',
  tag: 'tag',
  custom: null,
}

function EntryMark({ entry }: { entry: MenuEntry }) {
  const glyph = KIND_GLYPH[entry.kind]
  if (entry.emoji) return <span aria-hidden="true">{entry.emoji}</span>
  return glyph ? <Glyph name={glyph} size={16} /> : null
}

/** the menu's entries, less the search page (its way in is the top bar's icon) */
const entries = (ctx: ThemeContext) => menuEntries(ctx, { taxonomy: true }).filter((e) => e.kind !== 'search')

function Entry({ ctx, entry, className }: { ctx: ThemeContext; entry: MenuEntry; className: string }) {
  const inner = (
    <>
      <EntryMark entry={entry} />
      {entry.title}
      {entry.external && <Glyph name="external" size={12} className="opacity-70" />}
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
    <Link href={entry.href} aria-current={isCurrent(ctx, entry) ? 'page' : undefined} className={className}>
      {inner}
    </Link>
  )
}

export function TopMenu({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="hexo-top-menu flex items-center gap-6 text-[15px]">
      {entries(ctx).map((entry) => (
        <li key={entry.key} className="group/sub relative">
          <Entry ctx={ctx} entry={entry} className="hexo-menu-link" />
          {entry.subMenus.length > 0 && (
            <ul className="hexo-card invisible absolute top-full left-1/2 z-10 min-w-44 -translate-x-1/2 translate-y-1 py-2 text-[var(--hx-ink)] opacity-0 transition-all duration-200 group-focus-within/sub:visible group-focus-within/sub:translate-y-0 group-focus-within/sub:opacity-100 group-hover/sub:visible group-hover/sub:translate-y-0 group-hover/sub:opacity-100">
              {entry.subMenus.map((sub) => (
                <li key={sub.key}>
                  <Entry ctx={ctx} entry={sub} className="flex items-center gap-2 px-4 py-2 text-sm whitespace-nowrap hover:bg-[var(--hx-tint)] hover:text-[var(--hx-accent)]" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

export function DrawerMenu({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="hexo-drawer-menu flex flex-col gap-1">
      {entries(ctx).map((entry) => (
        <li key={entry.key}>
          <Entry ctx={ctx} entry={entry} className="hexo-row justify-start text-base" />
          {entry.subMenus.length > 0 && (
            <ul className="mt-1 ml-6 flex flex-col gap-1 border-l border-[var(--hx-line)] pl-2">
              {entry.subMenus.map((sub) => (
                <li key={sub.key}>
                  <Entry ctx={ctx} entry={sub} className="hexo-row justify-start" />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
