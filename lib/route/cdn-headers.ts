// What a cache in front of the server (a CDN, nginx, Varnish) may do with a page. Pure: the proxy
// (proxy.ts) describes the request, this says the headers. docs/DEPLOYMENT.md, "Behind a CDN".
//
// One URL answers in the reader's theme and language, chosen by cookies (`theme`, `lang`, an
// unlock cookie), `?theme=` / `?lang=` and Accept-Language. The rule: a shared cache may keep
// only the answer that the URL alone gives — the one a request without cookies gets, in the
// language the URL names (`?lang=`, else the site's). Every other answer is private, so a
// shared cache never stores a reader's own variant, whether or not it honours Vary; and the
// shared answer says `Vary: Cookie` (and `Accept-Language` when the browser's language counts),
// so a cache that honours Vary hands it only to requests that would get the same page.
// `Vary: Cookie` alone on every answer (the old way) made every reader with any cookie a cache
// entry of their own and is refused outright by some CDNs; private answers for those readers
// cost only a request to the origin, which answers from its page cache in milliseconds.

export interface PageRequest {
  /** the request carries a Cookie header (preferences, unlock, analytics: anything) */
  hasCookies: boolean
  /** the answer sets a cookie (`?theme=` other than the cookie's) */
  setsCookie: boolean
  /** the unlocked variant of a locked article (per reader, never cached) */
  unlocked: boolean
  /** GET or HEAD: only reads are shared (requests of Next's client router, which the proxy does
   * not see as such, are kept out of shared caches by scripts/cache-headers.mjs) */
  read: boolean
  /** the language served */
  lang: string
  /** the language the URL alone gives: `?lang=`, else the site's */
  urlLang: string
  /** the answer is the not-found screen (404) */
  notFound?: boolean
}

/**
 * How long a shared cache may keep a 404: a few seconds. The path may be a post another instance
 * has just seen published (its webhook), which this one learns within moments (the change feed);
 * a 404 kept a whole window would hide the post from every reader behind that cache.
 */
export const NOT_FOUND_SHARED_SECONDS = 5

/**
 * Shared caches keep an answer this long (`s-maxage`, the data's freshness window) and may serve
 * it stale for as long again while they fetch it anew: never older than two windows, however
 * quiet the page (Next's own default lets a CDN serve a year-old page).
 */
export function sharedCacheControl(revalidateSeconds: number): string {
  return `public, max-age=0, s-maxage=${revalidateSeconds}, stale-while-revalidate=${revalidateSeconds}`
}

/** The Cache-Control of a page answer. */
export function pageCacheControl(req: PageRequest, revalidateSeconds: number): string {
  if (req.unlocked) return 'private, no-store'
  if (req.hasCookies || req.setsCookie || !req.read || req.lang !== req.urlLang) return 'private, no-cache'
  if (req.notFound) return `public, max-age=0, s-maxage=${Math.min(NOT_FOUND_SHARED_SECONDS, revalidateSeconds)}`
  return sharedCacheControl(revalidateSeconds)
}

/** The request headers a page answer varies on (besides Next's own and Accept-Encoding). */
export function pageVary(langFromBrowser: boolean): string {
  return langFromBrowser ? 'Cookie, Accept-Language' : 'Cookie'
}
