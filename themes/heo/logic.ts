// heo's pure decisions, kept apart from markup so they are unit-tested directly.
import type { ThemeContext } from '@/themes/types'
import type { Post } from '@/lib/site/types'

export const DAY_MS = 86_400_000

/** A transparent 1×1 GIF: the <picture> source for screens where an image is not shown. */
export const EMPTY_PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw=='

/** '© 2023–2026'; a single year when the site started this year. */
export function copyrightYears(since: number, year: number): string {
  return since >= year ? `© ${year}` : `© ${since}–${year}`
}

/** Whole days from the site's creation day (UTC) to now, rounded up: a site created today has
 * run for 1 day as soon as the day has begun. */
export function daysSince(created: string, now: number): number {
  return Math.max(0, Math.ceil((now - Date.parse(`${created}T00:00:00Z`)) / DAY_MS))
}

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

/** The first `lines` non-empty lines of a text, for card previews. */
export function firstLines(text: string, lines: number): string {
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, lines)
    .join('\n')
}

/** The random-post endpoint for this page's variant (sub path and a chosen theme kept). */
export function randomEndpoint(ctx: Pick<ThemeContext, 'asset' | 'href'>): string {
  const query = new URL(ctx.href('/'), 'http://x').search
  return ctx.asset(`/api/random${query}`)
}
