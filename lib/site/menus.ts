// Header menus from Menu rows (SubMenu rows attach to the closest Menu row above them) and
// notices from Notice rows.
import type { MenuItem, Notice, Post } from './types'

export function menusOf(rows: Post[]): MenuItem[] {
  const menus: MenuItem[] = []
  for (const row of rows) {
    if (row.type !== 'Menu' && row.type !== 'SubMenu') continue
    const item: MenuItem = {
      id: row.id,
      title: row.title,
      href: row.target ?? '/',
      icon: row.pageIcon,
      external: !!row.external,
      subMenus: [],
    }
    if (row.type === 'Menu') menus.push(item)
    else menus.at(-1)?.subMenus.push(item) // a SubMenu before any Menu has no parent: dropped
  }
  return menus
}

export function noticesOf(rows: Post[]): Notice[] {
  return rows
    .filter((r) => r.type === 'Notice')
    .map((r) => ({ id: r.id, title: r.title, url: r.target ?? '/' }))
}
