// Neighbours and recommendations for an article.
import type { Post } from './types'

/** Previous (newer) and next (older) post in list order; null at the ends or for non-posts. */
export function neighboursOf(posts: Post[], id: string): { prev: Post | null; next: Post | null } {
  const i = posts.findIndex((p) => p.id === id)
  if (i < 0) return { prev: null, next: null }
  return { prev: posts[i - 1] ?? null, next: posts[i + 1] ?? null }
}

/** Up to `limit` other posts sharing at least one tag, most shared tags first. */
export function recommendedFor(posts: Post[], post: Post, limit: number): Post[] {
  const tags = new Set(post.tags)
  if (!tags.size || limit <= 0) return []
  return posts
    .filter((p) => p.id !== post.id)
    .map((p) => ({ p, shared: p.tags.filter((t) => tags.has(t)).length }))
    .filter((x) => x.shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map((x) => x.p)
}
