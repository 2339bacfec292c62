// The menu model: the built-in entries the MENU_* settings switch on, then the workspace's Menu
// rows with their SubMenu rows. External links are marked (themes open them in a new tab);
// `kind` lets a theme pick its own icon for a built-in entry; `emoji` is a Menu row's icon.
import type { MenuItem } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { labels } from './labels'

export type MenuKind = 'index' | 'archive' | 'search' | 'category' | 'tag' | 'custom'

export interface MenuEntry {
  key: string
  kind: MenuKind
  title: string
  href: string
  external: boolean
  emoji: string | null
  subMenus: MenuEntry[]
}

/** Emoji icons only: icon-font class names (e.g. "fas fa-home") from other engines are skipped. */
export const emojiIcon = (icon: string | null) => (icon && !/^[a-z][\w-]*(\s+[\w-]+)*$/i.test(icon) && !/^(https?:|\/)/.test(icon) ? icon : null)

function fromMenu(m: MenuItem, ctx: ThemeContext): MenuEntry {
  return {
    key: m.id,
    kind: 'custom',
    title: m.title,
    href: m.external ? m.href : ctx.href(m.href),
    external: m.external,
    emoji: emojiIcon(m.icon),
    subMenus: m.subMenus.map((s) => fromMenu(s, ctx)),
  }
}

export interface MenuOptions {
  /** a "home" entry first (MENU_INDEX) */
  home?: boolean
  /** category and tag entries (MENU_CATEGORY, MENU_TAG) */
  taxonomy?: boolean
}

export function menuEntries(ctx: ThemeContext, { home = true, taxonomy = false }: MenuOptions = {}): MenuEntry[] {
  const t = labels(ctx)
  const c = ctx.config
  const builtIn = (kind: MenuKind, title: string, path: string): MenuEntry => ({
    key: kind,
    kind,
    title,
    href: ctx.href(path),
    external: false,
    emoji: null,
    subMenus: [],
  })
  const list: MenuEntry[] = []
  if (home && c.MENU_INDEX) list.push(builtIn('index', t.home, '/'))
  if (c.MENU_ARCHIVE) list.push(builtIn('archive', t.archive, '/archive'))
  if (c.MENU_SEARCH) list.push(builtIn('search', t.search, '/search'))
  if (taxonomy && c.MENU_CATEGORY) list.push(builtIn('category', t.category, '/category'))
  if (taxonomy && c.MENU_TAG) list.push(builtIn('tag', t.tags, '/tag'))
  return [...list, ...ctx.site.menus.map((m) => fromMenu(m, ctx))]
}

/** Whether a menu entry is the page being shown (for aria-current and highlighting). */
export function isCurrent(ctx: Pick<ThemeContext, 'path' | 'href'>, entry: MenuEntry): boolean {
  if (entry.external) return false
  const here = ctx.href(ctx.path)
  return entry.href === here || (entry.kind !== 'index' && here.startsWith(`${entry.href.split('?')[0]}/`))
}
