// The sidebar's menu: the built-in entries and the workspace's Menu rows (lib/theme-kit/menu).
// A row with sub-menus folds open under its title (<details>, no script); external links open
// in a new tab and say so with a small arrow.
import Link from '@/lib/ui/Link'
import { isCurrent, menuEntries, type MenuEntry, type MenuKind } from '@/lib/theme-kit/menu'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph, type GlyphName } from '../icons'

const KIND_GLYPH: Record<Exclude<MenuKind, 'custom'>, GlyphName> = {
  index: 'home',
  archive: 'archive',
  search: 'search',
  category: 'folder',
  tag: 'tag',
}

function Mark({ entry }: { entry: MenuEntry }) {
  if (entry.kind !== 'custom') return <Glyph name={KIND_GLYPH[entry.kind]} size={16} className="fk-nav-mark" />
  if (entry.emoji) return <span aria-hidden="true" className="fk-nav-mark notion-emoji text-sm leading-none">{entry.emoji}</span>
  return <Glyph name="link" size={16} className="fk-nav-mark" />
}

function Row({ ctx, entry }: { ctx: ThemeContext; entry: MenuEntry }) {
  const body = (
    <>
      <Mark entry={entry} />
      <span className="min-w-0 flex-1 truncate">{entry.title}</span>
      {entry.external && <Glyph name="external" size={13} className="opacity-70" />}
    </>
  )
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className="fk-nav-link">
        {body}
      </a>
    )
  }
  return (
    <Link prefetch={false} href={entry.href} aria-current={isCurrent(ctx, entry) ? 'page' : undefined} className="fk-nav-link">
      {body}
    </Link>
  )
}

export default function Nav({ ctx, label }: { ctx: ThemeContext; label: string }) {
  const entries = menuEntries(ctx, { home: true, taxonomy: true })
  return (
    <nav aria-label={label} className="fk-nav">
      <ul>
        {entries.map((e) => (
          <li key={e.key}>
            {e.subMenus.length ? (
              <details className="group/sub">
                <summary className="fk-nav-link cursor-pointer list-none [&::-webkit-details-marker]:hidden">
                  <Mark entry={e} />
                  <span className="min-w-0 flex-1 truncate">{e.title}</span>
                  <Glyph name="down" size={14} className="transition-transform group-open/sub:rotate-180" />
                </summary>
                <ul className="ml-6 border-l border-[var(--fk-line)] pl-2">
                  {e.subMenus.map((s) => (
                    <li key={s.key}>
                      <Row ctx={ctx} entry={s} />
                    </li>
                  ))}
                </ul>
              </details>
            ) : (
              <Row ctx={ctx} entry={e} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}
