// heo's pure decisions, kept apart from markup so they are unit-tested directly.
import type { Post } from '@/lib/site/types'

/** A transparent 1×1 GIF: the <picture> source for screens where an image is not shown. */
export const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** Posts tagged `tag` (by last edit when `byUpdate`, else newest first), at most `limit`; the
 * newest posts when none carries the tag, so the hero's grid is never empty. */
export function recommendedPosts(posts: Post[], tag: string, byUpdate: boolean, limit = 6): Post[] {
  const tagged = posts.filter((p) => p.tags.includes(tag))
  const list = tagged.length ? tagged : posts
  const sorted = byUpdate
    ? [...list].sort((a, b) => b.lastEditedDate - a.lastEditedDate)
    : [...list].sort((a, b) => b.publishDate - a.publishDate)
  return sorted.slice(0, limit)
}
