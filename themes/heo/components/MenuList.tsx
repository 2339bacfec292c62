// The menus. Top bar: home, search, archive and the workspace's Menu rows (sub-menus drop down
// on hover or keyboard focus). Side (slide-over): archive, search, category, tag and the Menu
// rows with their sub-menus listed. MENU_* switches pick the built-in entries; external links
// open in a new tab.
import Link from '@/lib/ui/Link'
import type { ReactNode } from 'react'
import type { MenuItem } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ArchiveIcon, ExternalIcon, FolderIcon, HomeIcon, SearchIcon, TagIcon } from '../icons'
import { labels } from '@/lib/theme-kit/labels'

interface Entry {
  key: string
  title: string
  href: string
  external: boolean
  icon?: ReactNode
  subMenus: Entry[]
  /** a Menu row linking nowhere ("#" or empty) that holds sub-menus: a label opening them, not a link */
  group?: boolean
}

/** Emoji icons only: icon-font class names (e.g. "fas fa-home") from other engines are skipped. */
const emoji = (icon: string | null) => (icon && !/^[a-z][\w-]*(\s+[\w-]+)*$/i.test(icon) && !/^(https?:|\/)/.test(icon) ? icon : null)

function fromMenu(m: MenuItem, ctx: ThemeContext): Entry {
  return {
    key: m.id,
    title: m.title,
    href: m.external ? m.href : ctx.href(m.href),
    external: m.external,
    icon: emoji(m.icon),
    subMenus: m.subMenus.map((s) => fromMenu(s, ctx)),
    group: (m.href === '#' || m.href === '') && m.subMenus.length > 0,
  }
}

export function menuEntries(ctx: ThemeContext, variant: 'top' | 'side'): Entry[] {
  const t = labels(ctx)
  const c = ctx.config
  const builtIn = (key: string, title: string, path: string, icon: ReactNode): Entry => ({
    key,
    title,
    href: ctx.href(path),
    external: false,
    icon,
    subMenus: [],
  })
  const list: Entry[] = []
  if (variant === 'top' && c.MENU_INDEX) list.push(builtIn('index', t.home, '/', <HomeIcon size={16} />))
  if (c.MENU_ARCHIVE) list.push(builtIn('archive', t.archive, '/archive', <ArchiveIcon size={16} />))
  if (c.MENU_SEARCH) list.push(builtIn('search', t.search, '/search', <SearchIcon size={16} />))
  if (variant === 'side' && c.MENU_CATEGORY) list.push(builtIn('category', t.category, '/category', <FolderIcon size={16} />))
  if (variant === 'side' && c.MENU_TAG) list.push(builtIn('tag', t.tags, '/tag', <TagIcon size={16} />))
  return [...list, ...ctx.site.menus.map((m) => fromMenu(m, ctx))]
}

function EntryLink({ e, className }: { e: Entry; className: string }) {
  const body = (
    <>
      {e.icon && <span aria-hidden="true" className="flex w-4 justify-center">{e.icon}</span>}
      <span>{e.title}</span>
      {e.external && <ExternalIcon size={12} className="opacity-60" />}
    </>
  )
  // a group opens its sub-menus on hover or focus (the list's CSS): a button keeps it focusable
  if (e.group)
    return (
      <button type="button" aria-haspopup="true" className={`${className} cursor-default`}>
        {body}
      </button>
    )
  return e.external ? (
    <a href={e.href} target="_blank" rel="noopener noreferrer" className={className}>
      {body}
    </a>
  ) : (
    <Link prefetch={false} href={e.href} className={className}>
      {body}
    </Link>
  )
}

export default function MenuList({ ctx, variant }: { ctx: ThemeContext; variant: 'top' | 'side' }) {
  const entries = menuEntries(ctx, variant)
  if (variant === 'side') {
    return (
      <ul className="heo-side-menu grid grid-cols-2 gap-2">
        {entries.map((e) => (
          <li key={e.key} className={e.subMenus.length ? 'col-span-2' : ''}>
            <EntryLink
              e={e}
              className="heo-tile"
            />
            {e.subMenus.length > 0 && (
              // sub-menus are tiles too, on the same two-column grid as the others
              <ul className="heo-side-submenu mt-2 grid grid-cols-2 gap-2">
                {e.subMenus.map((s) => (
                  <li key={s.key}>
                    <EntryLink e={s} className="heo-tile" />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    )
  }
  return (
    <ul className="heo-top-menu flex items-center gap-1">
      {entries.map((e) => (
        <li key={e.key} className="group/menu relative">
          <EntryLink
            e={e}
            className="flex items-center gap-1.5 rounded-full px-3 py-1.5 font-medium transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white"
          />
          {e.subMenus.length > 0 && (
            <ul className="heo-card invisible absolute top-full left-1/2 z-50 mt-1 min-w-40 -translate-x-1/2 p-1.5 text-[var(--heo-text)] opacity-0 transition-all group-focus-within/menu:visible group-focus-within/menu:opacity-100 group-hover/menu:visible group-hover/menu:opacity-100">
              {e.subMenus.map((s) => (
                <li key={s.key}>
                  <EntryLink
                    e={s}
                    className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm whitespace-nowrap hover:bg-[var(--heo-accent-bg)] hover:text-white"
                  />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
