// Categories, tags and the archive, counted over published posts only.
import type { ArchiveGroup, CategoryItem, Post, TagItem } from './types'

export function categoriesOf(posts: Post[]): CategoryItem[] {
  const counts = new Map<string, number>()
  for (const p of posts) if (p.category) counts.set(p.category, (counts.get(p.category) ?? 0) + 1)
  return [...counts].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count)
}

export function tagsOf(posts: Post[]): TagItem[] {
  const items = new Map<string, TagItem>()
  for (const p of posts) {
    for (const t of p.tagItems) {
      const item = items.get(t.name) ?? { name: t.name, count: 0, color: t.color }
      item.count++
      items.set(t.name, item)
    }
  }
  return [...items.values()].sort((a, b) => b.count - a.count)
}

/** Posts grouped by publish month (`yyyy-MM`), in the order of the posts given. */
export function archiveOf(posts: Post[]): ArchiveGroup[] {
  const groups = new Map<string, Post[]>()
  for (const p of posts) {
    const month = p.publishDay.slice(0, 7)
    const list = groups.get(month)
    if (list) list.push(p)
    else groups.set(month, [p])
  }
  return [...groups].map(([month, list]) => ({ month, posts: list }))
}
