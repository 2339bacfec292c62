// Cache headers for the server in scripts/serve.mjs, fixed where Next gets them wrong for a
// cache in front (docs/DEPLOYMENT.md, "Behind a CDN"):
// - Vary. Next sets `Vary: rsc, next-router-state-tree, next-router-prefetch,
//   next-router-segment-prefetch` on every answer, replacing the `Vary: Cookie, Accept-Language`
//   proxy.ts gives pages. Here a later Vary is merged with the one already set, and Next's
//   router entries stay only on pages (HTML and RSC answers): a feed, a file, an image or the
//   sitemap is the same for every request (some CDNs do not cache anything with a Vary beyond
//   Accept-Encoding).
// - A page Next answers from its cache past the page's window (`x-nextjs-cache: STALE`) is the old
//   version while Next renders the new one: it gets `s-maxage=0`, so a cache in front asks again
//   on its next request instead of keeping the old page for a whole window more.
// - An answer to Next's client router (`rsc` request header: an RSC payload, or Next's 307 to the
//   `?_rsc=` address) is never shared: it is not what the URL shows, and a cache that keys only
//   on what Vary names would hand Next's redirect to readers of the page. The proxy cannot tell:
//   Next removes those headers from the request it sees.

/** Request headers Next's router sends only for its own (RSC) requests. */
const NEXT_ROUTER = new Set(['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-url'])
const PAGE_TYPE = /^text\/(html|x-component)\b/i

/** The names of a Vary value (a string, a list of them, or nothing), once each, first spelling kept. */
export function varyNames(value) {
  const names = []
  const seen = new Set()
  for (const part of [value ?? []].flat().join(',').split(',')) {
    const name = part.trim()
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase())
      names.push(name)
    }
  }
  return names
}

/** The Vary an answer of this content type is sent with, or null for none. */
export function finalVary(value, contentType) {
  const page = PAGE_TYPE.test(String(contentType ?? ''))
  const names = varyNames(value).filter((n) => page || !NEXT_ROUTER.has(n.toLowerCase()))
  return names.length ? names.join(', ') : null
}

/** The Cache-Control of a page answered stale: shared caches may not keep it as fresh. */
export function staleCacheControl(value) {
  return String(value).replace(/\bs-maxage=\d+/i, 's-maxage=0')
}

/**
 * Next's own page Cache-Control keeps a page "stale-while-revalidate" for a year
 * (`s-maxage=30, stale-while-revalidate=31535970`). The proxy replaces it with ours, but some
 * answers still leave Next with its own (seen on a render that waited for a failing Notion):
 * no shared cache may serve such a page for a year, so the stale window is cut to the fresh one.
 */
export function boundedCacheControl(value) {
  const s = String(value)
  const fresh = /\bs-maxage=(\d+)/i.exec(s)?.[1]
  return fresh ? s.replace(/\bstale-while-revalidate=(\d+)/i, (all, n) => (Number(n) > Number(fresh) ? `stale-while-revalidate=${fresh}` : all)) : s
}

/** The Cache-Control of an answer to Next's client router: shared becomes private. */
export function routerCacheControl(value) {
  return /\b(public|s-maxage=)/i.test(String(value)) ? 'private, no-cache' : value
}

/**
 * Makes `res` merge Vary values instead of replacing them, and settle Vary and Cache-Control when
 * its head is written. Call before anything else wraps `res` (compression.mjs).
 */
export function settleCacheHeaders(req, res) {
  const router = req.headers.rsc !== undefined
  const { setHeader, writeHead } = res
  res.setHeader = function (name, value) {
    if (String(name).toLowerCase() === 'vary' && res.hasHeader('vary')) value = varyNames([res.getHeader('vary'), value]).join(', ')
    return setHeader.call(res, name, value)
  }
  res.writeHead = function (...args) {
    const vary = finalVary(res.getHeader('vary'), res.getHeader('content-type'))
    if (vary) setHeader.call(res, 'Vary', vary)
    else res.removeHeader('vary')
    const cacheControl = res.getHeader('cache-control')
    if (cacheControl && router) setHeader.call(res, 'Cache-Control', routerCacheControl(cacheControl))
    else if (cacheControl && res.getHeader('x-nextjs-cache') === 'STALE') setHeader.call(res, 'Cache-Control', staleCacheControl(boundedCacheControl(cacheControl)))
    else if (cacheControl) setHeader.call(res, 'Cache-Control', boundedCacheControl(cacheControl))
    return writeHead.apply(res, args)
  }
}
