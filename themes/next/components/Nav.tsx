// The menu as NexT draws it: a vertical list, an icon before each entry, the page being shown
// marked. Built-in entries first (home, categories, tags, archive), then the workspace's Menu
// rows with their SubMenu rows nested under them, search last. External links open in a new
// tab. In the left column the search entry opens the search overlay; in the phone drawer it is
// a link to the search page.
import Link from '@/lib/ui/Link'
import SearchTrigger from '@/lib/ui/kit/SearchTrigger'
import { isCurrent, menuEntries, type MenuEntry, type MenuKind } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph, type Shape } from '../icons'
import { words } from '../words'

const ORDER: Record<MenuKind, number> = { index: 0, category: 1, tag: 2, archive: 3, custom: 4, search: 5 }
const SHAPE: Record<MenuKind, Shape> = { index: 'home', category: 'category', tag: 'tag', archive: 'archive', search: 'search', custom: 'link' }

function Mark({ entry }: { entry: MenuEntry }) {
  if (entry.emoji) return <span aria-hidden="true" className="nx-menu-mark">{entry.emoji}</span>
  return <Glyph name={SHAPE[entry.kind]} className="nx-menu-mark" />
}

function Row({ ctx, entry }: { ctx: ThemeContext; entry: MenuEntry }) {
  const inner = (
    <>
      <Mark entry={entry} />
      <span className="min-w-0 flex-1 truncate">{entry.title}</span>
      {entry.external && <Glyph name="external" size={11} className="opacity-70" />}
    </>
  )
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className="nx-menu-link">
        {inner}
      </a>
    )
  }
  const here = isCurrent(ctx, entry)
  return (
    <Link href={entry.href} aria-current={here ? 'page' : undefined} className="nx-menu-link">
      {inner}
    </Link>
  )
}

export default function Nav({ ctx, searchOpens = false }: { ctx: ThemeContext; searchOpens?: boolean }) {
  const w = words(ctx)
  const entries = menuEntries(ctx, { home: true, taxonomy: true })
    .map((entry, i) => ({ entry, i }))
    .sort((a, b) => ORDER[a.entry.kind] - ORDER[b.entry.kind] || a.i - b.i)
    .map(({ entry }) => entry)
  return (
    <nav aria-label={w.navigation} className="nx-menu">
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'search' && searchOpens ? (
              <SearchTrigger label={entry.title} className="nx-menu-link w-full">
                <Glyph name="search" className="nx-menu-mark" />
                <span className="flex-1 text-left" aria-hidden="true">{entry.title}</span>
              </SearchTrigger>
            ) : (
              <Row ctx={ctx} entry={entry} />
            )}
            {entry.subMenus.length > 0 && (
              <ul className="nx-submenu">
                {entry.subMenus.map((sub) => (
                  <li key={sub.key}>
                    <Row ctx={ctx} entry={sub} />
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
