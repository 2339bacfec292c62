// Neighbours and recommendations for an article, answered from an index the site model builds
// once per data version (`relatedIndex`), so an article render costs the same at 30 posts as at
// 10,000: no walk over every post per request.
import type { Post } from './types'

export interface RelatedIndex {
  /** published posts in list order */
  posts: Post[]
  /** each post's place in `posts` */
  position: Map<string, number>
  /** posts grouped by their exact set of tags (each group in list order) */
  tagGroups: Array<{ tags: Set<string>; posts: Post[] }>
  /** recommendations per (tag set, limit), computed on first use: at most one per group and limit */
  memo: Map<string, Post[]>
}

const tagKey = (tags: Iterable<string>) => [...new Set(tags)].sort().join('\u0000')

export function relatedIndex(posts: Post[]): RelatedIndex {
  const position = new Map<string, number>()
  const groups = new Map<string, { tags: Set<string>; posts: Post[] }>()
  posts.forEach((p, i) => {
    position.set(p.id, i)
    if (!p.tags.length) return
    const key = tagKey(p.tags)
    let g = groups.get(key)
    if (!g) groups.set(key, (g = { tags: new Set(p.tags), posts: [] }))
    g.posts.push(p)
  })
  return { posts, position, tagGroups: [...groups.values()], memo: new Map() }
}

/** Previous (newer) and next (older) post in list order; null at the ends or for non-posts. */
export function neighboursOf(index: RelatedIndex, id: string): { prev: Post | null; next: Post | null } {
  const i = index.position.get(id)
  if (i === undefined) return { prev: null, next: null }
  return { prev: index.posts[i - 1] ?? null, next: index.posts[i + 1] ?? null }
}

/**
 * Up to `limit` other posts sharing at least one tag, most shared tags first, then in list
 * order. Posts of one tag group share as many tags with this post as each other, so the first
 * `limit + 1` of every group (one more: the post itself may be among them) hold the answer: the
 * work grows with the number of distinct tag sets, not of posts, and is done once per tag set.
 */
export function recommendedFor(index: RelatedIndex, post: Post, limit: number): Post[] {
  const tags = new Set(post.tags)
  if (!tags.size || limit <= 0) return []
  const key = `${limit}\u0001${tagKey(tags)}`
  let top = index.memo.get(key)
  if (!top) {
    const candidates: Array<{ p: Post; shared: number; at: number }> = []
    for (const g of index.tagGroups) {
      let shared = 0
      for (const t of g.tags) if (tags.has(t)) shared++
      if (!shared) continue
      for (const p of g.posts.slice(0, limit + 1)) candidates.push({ p, shared, at: index.position.get(p.id) ?? 0 })
    }
    top = candidates
      .sort((a, b) => b.shared - a.shared || a.at - b.at)
      .slice(0, limit + 1)
      .map((c) => c.p)
    index.memo.set(key, top)
  }
  return top.filter((p) => p.id !== post.id).slice(0, limit)
}
