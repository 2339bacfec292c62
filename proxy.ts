// Every request but static files (the matcher below) passes here. Every response gets the
// security headers (lib/security/csp.ts): this is the one place that sees pages (cached ISR ones
// too), endpoints and 404s alike, with the settings of the running server — next.config's
// headers() freezes the build's settings into the build, which only static files take. A page request's route is decided here, once, against one
// snapshot of the site model (lib/route/decide.ts), and rewritten with the visitor's variant
// (theme and language) to its app path `/<theme>/<lang>/<canonical path>` (lib/route/address.ts):
// each variant is its own statically generated, revalidated page, the page reads the decided
// route from that path without deciding again, no page reads cookies, and no cache can mix
// variants. Nothing here waits for Notion once data was loaded: the store answers with what it
// holds and refreshes in the background, so a cached page is served in milliseconds even while
// Notion is slow.
import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { isThemeName } from '@/lib/config/names'
import { negotiateLocale } from '@/lib/i18n'
import { editionPath, langSegment, splitEdition, type Edition } from '@/lib/site/editions'
import { EDITION_HEADER } from '@/lib/route/edition-header'
import { isDataUnavailable } from '@/lib/workspace/store'
import { unavailablePage } from '@/lib/route/unavailable'
import { passwordOf, tokenValid, unlockCookieName } from '@/lib/lock/lock'
import { caughtUpDatabase, routingDatabase, siteOf } from '@/lib/site/current'
import { findByPath, type SiteIndex } from '@/lib/site/site'
import type { ExtendedRecordMap } from 'notion-types'
import type { Post } from '@/lib/site/types'
import { decideRoute, type Decision } from '@/lib/route/decide'
import { appPath, appPathOf, PREVIEW_SEGMENT } from '@/lib/route/address'
import { toCompactId } from '@/lib/workspace/records'
import { pageCacheControl, pageVary, sharedCacheControl } from '@/lib/route/cdn-headers'
import { readCspFeatures, securityHeaders } from '@/lib/security/csp'
import { logValue } from '@/lib/security/log-value'
import { checkPreview } from '@/lib/preview/sign'
import { previewExpired } from '@/lib/preview/expired'
import { statusAddress } from '@/lib/status/auth'
import { actionRefused, RefusalTally, serverActionCall } from '@/lib/security/server-actions'

const YEAR = 60 * 60 * 24 * 365
/** unknown ?theme= values already logged: each once, and at most 100 (a crawler can invent any number) */
const warned = new Set<string>()
/** Server Action calls refused (lib/security/server-actions.ts): one per process, the proxy's bundle alone counts them */
const refusedActions = new RefusalTally()

// Settings are fixed for the life of a server: computed once.
let headers: Array<[string, string]> | undefined
function secured<T extends NextResponse>(res: T, ownCsp = false): T {
  headers ??= Object.entries(securityHeaders(readCspFeatures(process.env)))
  for (const [name, value] of headers) if (!(ownCsp && name === 'content-security-policy')) res.headers.set(name, value)
  return res
}

// Routes answering with a stricter policy of their own (`default-src 'none'`: images, files).
// Next keeps a header set here over the route's, so the site's policy is not set on them.
const OWN_CSP = /^\/(image|files)\//

// Not pages: Next's assets, endpoints, feeds, images and files. A path with a file extension
// is a page only when the site has one there (a slug or tag with a dot: `/article/intro-to-next.js`).
const NOT_A_PAGE = /^\/(_next\/|api\/|image\/|files\/|feed|atom|sitemap|robots|favicon|og\/|status(\/|$))/
const HAS_EXTENSION = /\.[a-z0-9]+$/i

export async function proxy(req: NextRequest) {
  const all = segmentsOf(req.nextUrl.pathname)
  // Malformed percent-encoding (`/search/%ff`) names nothing: a short 400, for every route.
  if (!all) return secured(badRequest())
  // Another language's pages and endpoints live under its prefix (lib/site/editions.ts).
  const { edition, rest: segments } = splitEdition(all)
  const path = edition.prefix ? req.nextUrl.pathname.slice(edition.prefix.length + 1) || '/' : req.nextUrl.pathname
  // Server Action calls (there are none): refused and counted, never a warning each from Next.
  if (serverActionCall(req.method, req.headers, path)) {
    refusedActions.refused()
    return secured(actionRefused())
  }
  if (NOT_A_PAGE.test(path)) return secured(endpoint(req, edition, path), OWN_CSP.test(path))
  return secured(await page(req, edition, segments, path))
}

/** An endpoint, told the language it is called for (lib/route/edition-header.ts). */
function endpoint(req: NextRequest, edition: Edition, path: string): NextResponse {
  // the default language's endpoints, static files and Next's assets: passed on as they are,
  // unless a client wrote the header itself
  if (!edition.prefix && !req.headers.has(EDITION_HEADER)) return NextResponse.next()
  const headers = new Headers(req.headers)
  if (edition.prefix) headers.set(EDITION_HEADER, edition.prefix)
  else headers.delete(EDITION_HEADER)
  if (!edition.prefix) return NextResponse.next({ request: { headers } })
  const target = new URL(req.url)
  target.pathname = `${req.nextUrl.basePath}${path}`
  return NextResponse.rewrite(target, { request: { headers } })
}

function badRequest(): NextResponse {
  return new NextResponse(
    '<!doctype html><meta charset="utf-8"><title>400 Bad Request</title><h1>400 Bad Request</h1><p>This address is not valid: it contains a malformed percent-encoded character.</p>',
    { status: 400, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } },
  )
}

async function page(req: NextRequest, edition: Edition, segments: string[], pathname: string): Promise<NextResponse> {
  const cfg = getConfig()
  const { searchParams } = req.nextUrl

  // What the store holds, at once (a stale copy refreshes in the background). Before any data
  // was ever loaded and the source fails, answer 503 instead of crashing.
  let db: ExtendedRecordMap
  try {
    db = await routingDatabase(edition)
  } catch (err) {
    if (isDataUnavailable(err)) {
      console.error(`[leafpress] 503 for ${logValue(pathname)}: ${err.message}`)
      return new NextResponse(unavailablePage(), {
        status: 503,
        headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': '30', 'cache-control': 'no-store' },
      })
    }
    throw err
  }

  const queryTheme = searchParams.get('theme')
  const cookieTheme = req.cookies.get('theme')?.value
  let theme = cfg.THEME
  if (queryTheme && isThemeName(queryTheme)) theme = queryTheme
  else if (cookieTheme && isThemeName(cookieTheme)) theme = cookieTheme
  if (queryTheme && !isThemeName(queryTheme) && !warned.has(queryTheme) && warned.size < 100) {
    warned.add(queryTheme)
    console.warn(`[leafpress] unknown theme "${logValue(queryTheme)}" in ?theme=, using "${cfg.THEME}"`)
  }

  // Under another language's prefix the interface is in that language, whatever the reader's
  // settings; the default language's pages follow the reader (cookie, ?lang=, the browser).
  const lang = edition.prefix
    ? edition.locale
    : negotiateLocale({
        cookie: req.cookies.get('lang')?.value,
        query: searchParams.get('lang'),
        acceptLanguage: req.headers.get('accept-language'),
        followBrowser: cfg.LANG_FROM_BROWSER,
        siteLang: cfg.LANG,
      })
  // the language of this URL for a request without cookies or Accept-Language
  const urlLang = edition.prefix ? edition.locale : negotiateLocale({ query: searchParams.get('lang'), followBrowser: false, siteLang: cfg.LANG })
  // the app path's language segment: the interface language, or the other database's prefix
  const langSeg = langSegment(edition, lang)

  // An editor's preview: the theme's preview route checks draft mode and the link's signature,
  // renders per request and is kept by no cache and no search engine.
  const previewOf = segments.length === 2 && segments[0] === PREVIEW_SEGMENT ? toCompactId(segments[1]) : null
  if (previewOf) {
    // a real link past its end says so (the route alone could only answer 404)
    if (checkPreview(previewOf, searchParams.get('exp'), searchParams.get('sig')) === 'expired') return previewExpired(statusAddress(edition))
    const target = new URL(req.url)
    target.pathname = `${req.nextUrl.basePath}${appPathOf({ theme, lang: langSeg }, `/${PREVIEW_SEGMENT}/${previewOf}`)}`
    const res = NextResponse.rewrite(target)
    res.headers.set('Cache-Control', 'private, no-store')
    res.headers.set('X-Robots-Tag', 'noindex, nofollow')
    return res
  }

  let site = siteOf(db, Date.now(), edition)
  let decision = await decideRoute(segments, site, cfg, 'held')
  if (!('redirect' in decision) && decision.route.kind === 'not-found') {
    // not in the data held: perhaps only not yet here (another instance published it)
    const caughtUp = await caughtUpDatabase(edition)
    if (caughtUp !== db) {
      db = caughtUp
      site = siteOf(db, Date.now(), edition)
      decision = await decideRoute(segments, site, cfg, 'held')
    }
  }
  if ('redirect' in decision) {
    const target = new URL(req.url)
    target.pathname = `${req.nextUrl.basePath}${encodePath(editionPath(edition, decision.redirect))}`
    const res = NextResponse.redirect(target, 308)
    // the same for every reader; bounded like a page (a 308 is otherwise kept indefinitely), so
    // a page moved under another post moves its address too
    res.headers.set('Cache-Control', sharedCacheControl(cfg.REVALIDATE_SECONDS))
    return res
  }
  // Unknown paths get the theme's not-found screen with status 404, drawn on the server like
  // any page (and cached like one: it is the same for every unknown path of a variant). This is
  // the one place a path is found unknown.
  const unknown = decision.route.kind === 'not-found'
  // A file that is no page of the site (public/, or a 404 of Next's own) is not ours to rewrite.
  if (unknown && HAS_EXTENSION.test(pathname)) return NextResponse.next()
  // The unlocked variant is reachable only through a valid unlock cookie.
  const unlocked = !unknown && unlockedFor(req, lockRootOf(site, decision), db)

  // Rewrite relative to the request's own URL: nextUrl may name another host (e.g. localhost
  // for 127.0.0.1), which Next would treat as an external proxy target.
  const target = new URL(req.url)
  target.pathname = `${req.nextUrl.basePath}${appPath({ theme, lang: langSeg, unlocked }, decision.route)}`
  const res = NextResponse.rewrite(target, unknown ? { status: 404 } : undefined)
  const setsCookie = !!queryTheme && isThemeName(queryTheme) && queryTheme !== cookieTheme
  if (setsCookie) res.cookies.set('theme', queryTheme, { path: '/', maxAge: YEAR, sameSite: 'lax' })
  // What a cache in front may keep (lib/route/cdn-headers.ts). Next keeps a Cache-Control set
  // here instead of its own (`s-maxage=30, stale-while-revalidate=<a year>`).
  const hasCookies = !!req.headers.get('cookie')
  const read = req.method === 'GET' || req.method === 'HEAD'
  res.headers.set('Cache-Control', pageCacheControl({ hasCookies, setsCookie, unlocked, read, lang, urlLang, notFound: unknown }, cfg.REVALIDATE_SECONDS))
  // The same URL answers differently per cookie and language. Next replaces a page's Vary with
  // its own; scripts/serve.mjs merges this one back in.
  res.headers.set('Vary', pageVary(cfg.LANG_FROM_BROWSER))
  return res
}

/** '/tag/a%20b/page/2' → ['tag', 'a b', 'page', '2']; null when a segment is not valid percent-encoding. */
function segmentsOf(path: string): string[] | null {
  const out: string[] = []
  for (const s of path.split('/')) {
    if (!s) continue
    try {
      out.push(decodeURIComponent(s))
    } catch {
      return null
    }
  }
  return out
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/')

/** The row whose lock covers the screen: the article itself, or the post a sub-page is under. */
function lockRootOf(site: SiteIndex, decision: Decision): Post | null {
  if (!('route' in decision)) return null
  // a sub-page is locked with its post (also one the proxy could not check: its page will)
  if (decision.subPage) return decision.subPage.root
  return decision.route.kind === 'article' || decision.route.kind === 'subpage' ? findByPath(site, decision.route.href) : null
}

/** True when the request carries a valid unlock cookie for the locked row `post` of `db`. */
function unlockedFor(req: NextRequest, post: Post | null, db: ExtendedRecordMap): boolean {
  if (!post?.locked) return false
  const token = req.cookies.get(unlockCookieName(post.id))?.value
  if (!token) return false
  return tokenValid(token, post.id, passwordOf(db, post.id, getConfig()))
}

// Every path but static files: Next's built assets (`/_next/static/…`), public/'s asset folders
// (`/themes/…`, `/music/…`) and image, font and audio files at the root (public/'s, the app
// icon). Those answer the same whatever the request, so they skip this function: on Vercel the
// proxy is a function invocation per request, and a page's dozens of assets would each cost one
// (issue #39). Their security headers come from next.config.ts's headers(), which matches the
// same paths — change both together; `npm run check:vercel` checks that they skip the proxy and
// still carry the headers. Everything else comes here: a slug or tag with a dot
// (`/article/intro-to-next.js`), another language's prefix (`/en/files/…`), /files/ and /image/.
// (A Page slugged like a root image file, `/logo.png`, would not be reachable.)
export const config = {
  // '/' on its own: under a sub path (basePath) the site's root `/blog` has no slash after it for
  // the second pattern to match, and would skip the proxy (a 404)
  matcher: ['/', '/((?!_next/static/|themes/|music/|[^/]+\\.(?:ico|png|jpe?g|gif|webp|avif|svg|bmp|woff2?|ttf|otf|eot|wav|mp3|ogg|m4a)$).*)'],
}
