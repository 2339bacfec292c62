// One menu entry as a link: a site page in place, an external address in a new tab. The glyph
// follows the built-in entry's kind; a workspace Menu row shows its emoji (or its first letter).
import Link from '@/lib/ui/Link'
import type { ReactNode } from 'react'
import type { MenuEntry, MenuKind } from '@/lib/theme-kit/menu'
import { Glyph, type GlyphName } from '../icons'

const KIND_GLYPH: Record<Exclude<MenuKind, 'custom'>, GlyphName> = {
  index: 'home',
  archive: 'archive',
  search: 'search',
  category: 'folder',
  tag: 'tag',
}

export function EntryIcon({ entry, size = 20 }: { entry: MenuEntry; size?: number }) {
  if (entry.kind !== 'custom') return <Glyph name={KIND_GLYPH[entry.kind]} size={size} />
  if (entry.emoji) {
    return (
      <span aria-hidden="true" className="grid place-items-center leading-none" style={{ width: size, height: size, fontSize: size * 0.85 }}>
        {entry.emoji}
      </span>
    )
  }
  return (
    <span aria-hidden="true" className="grid place-items-center rounded-full border border-current text-xs font-semibold" style={{ width: size, height: size }}>
      {entry.title.slice(0, 1)}
    </span>
  )
}

export function MenuLink({ entry, className, current, label, children }: { entry: MenuEntry; className: string; current?: boolean; label?: string; children: ReactNode }) {
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" aria-label={label} className={className}>
        {children}
      </a>
    )
  }
  return (
    <Link prefetch={false} href={entry.href} aria-label={label} aria-current={current ? 'page' : undefined} className={className}>
      {children}
    </Link>
  )
}

/** A Menu row's sub-menus as a list of links (the rail's fly-out, the menu sheet). */
export function SubMenuList({ entries, className, linkClassName, icons = false, head }: { entries: MenuEntry[]; className: string; linkClassName: string; icons?: boolean; head?: ReactNode }) {
  return (
    <ul className={className}>
      {head}
      {entries.map((s) => (
        <li key={s.key}>
          <MenuLink entry={s} className={linkClassName}>
            {icons && <EntryIcon entry={s} size={16} />}
            <span className="truncate">{s.title}</span>
            {s.external && <Glyph name="external" size={12} />}
          </MenuLink>
        </li>
      ))}
    </ul>
  )
}
