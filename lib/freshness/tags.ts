// Content tags: what a rendered page shows, named so that one invalidation reaches every page
// showing it in every theme and interface language (each variant is its own cache entry, and
// each carries the same tags). A render declares them (mark.ts); a change expires them
// (publish.ts). Tags are Next's cache tags, kept in Next's tags manifest and, with REDIS_URL,
// shared by every instance (lib/rendered-pages/).
import { toUuid } from '@/lib/workspace/records'

/** Every tag of ours starts with this: the page cache tells our markers from data by it. */
export const TAG_PREFIX = 'lp:'

/** Every page of the site: settings the whole site shows. */
export const SITE_TAG = 'lp:site'

/**
 * Pages that keep the time window, REVALIDATE_SECONDS (lib/rendered-pages/handler.mjs), unless a
 * webhook names them: a sub-page whose version is not known (its body could not be loaded, or
 * only in part), since no database row dates a sub-page.
 */
export const WINDOWED_TAG = 'lp:windowed'

/**
 * Every page of one language's edition (`edition` is its address prefix, '' for the default):
 * each shows that database's lists somewhere (the sidebar's latest posts, neighbours,
 * categories, the menu), so a change of what lists show reaches all of them.
 */
export function listTag(edition: string): string {
  return `lp:list:${edition || '-'}`
}

/**
 * Every page of the other languages' editions, which link to this language's translation of
 * what they show (the language switch, hreflang): expired when this edition's addresses or
 * translation pairs change.
 */
export function pairsTag(edition: string): string {
  return `lp:pairs:${edition || '-'}`
}

/**
 * The pages of sub-page `id` of edition `edition`, rendered from its version `version` (its
 * last-edited time when loaded). Never expired: it tells a running server's page cache which
 * version a page shows, so that the periodic check watches that sub-page (a change expires its
 * postTag). No database row dates a sub-page: Notion leaves its post's row alone when it changes.
 */
export function subPageTag(edition: string, id: string, version: number): string {
  return `${SUB_PAGE_TAG_PREFIX}${edition || '-'}:${toUuid(id).replace(/-/g, '')}:${version}`
}

/** What subPageTag's tags start with (lib/rendered-pages/handler.mjs reads them back). */
export const SUB_PAGE_TAG_PREFIX = 'lp:sub:'

/** The pages of one row (a post or a Page) or of one sub-page: its own body and facts. */
export function postTag(id: string): string {
  return `lp:post:${toUuid(id).replace(/-/g, '')}`
}
