// Types of handler.mjs (plain JavaScript: Next loads the page cache outside the bundler).
import type { PageEntry, SharedPages, TagState } from './shared-pages.mjs'

export const SETTINGS_ENV: 'LEAFPRESS_PAGE_CACHE'

export const PAGE_CACHE_HOOK: unique symbol
export const SUB_PAGES_HOOK: unique symbol
/** true when the periodic check watches sub-page `id` of `edition` from `version` on */
export type WatchSubPage = (edition: string, id: string, version: number) => boolean
export function subPagesWatched(tags: string[], watch: WatchSubPage): boolean
export function withLifetime<E extends { lastModified?: number; value?: any; cacheControl?: { revalidate: number | false; expire?: number } } | null>(
  entry: E,
  seconds: number | undefined,
  startedAt?: number,
  watch?: WatchSubPage,
): E
export function isMarker(ctx: unknown): boolean
export function expireHere(tags: string[], at?: number): void
export function mergeTagStates(manifest: Map<string, TagState>, states: Map<string, TagState>): void
export function tagsExpired(tags: string[], timestamp: number, manifest: Map<string, TagState>, now: number): boolean
export function sharedGet(
  key: string,
  local: PageEntry | null,
  shared: Pick<SharedPages, 'peek' | 'read'>,
  deps: { manifest: Map<string, TagState>; remember: (key: string, entry: PageEntry) => void; now?: () => number },
): Promise<PageEntry | null>

export default class PageCacheHandler {
  constructor(ctx: unknown)
  get(key: string, ctx: unknown): Promise<PageEntry | null>
  set(key: string, data: unknown, ctx: unknown): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
  resetRequestCache(): void
}
