// Which screen a path of the site is, or that it is none (a 404). Two steps, both pure:
// `parseRoute`, the grammar of the site's addresses (the form alone), and `resolveRoute`, which
// checks the parsed route against the site model. The proxy decides with both, once per request
// (lib/route/decide.ts); the page it rewrites to reads the decided route back from its app path
// with the grammar alone (lib/route/address.ts). Segments are decoded and relative to the
// variant (`/heo/zh-TW/tag/x` → ['tag', 'x']); posts live under POST_URL_PREFIX.
import type { SiteConfig } from '@/lib/config'
import { keywordFits } from '@/lib/search/keyword'
import { ARCHIVE_PAGE_SIZE, pageCount } from '@/lib/site/pagination'
import type { SiteIndex } from '@/lib/site/site'
import { findByPath } from '@/lib/site/site'
import { toCompactId } from '@/lib/workspace/records'

/** The settings a path's meaning depends on. */
export type RouteConfig = Pick<SiteConfig, 'POST_URL_PREFIX' | 'POSTS_PER_PAGE'>

export type ListFilter = { kind: 'category' | 'tag'; value: string } | null

export type Route =
  | { kind: 'list'; filter: ListFilter; page: number }
  | { kind: 'categories' }
  | { kind: 'tags' }
  | { kind: 'archive'; page: number }
  | { kind: 'search'; keyword: string; page: number }
  /** `href` is the visitor-facing path of the Post or Page (with POST_URL_PREFIX) */
  | { kind: 'article'; href: string }
  /**
   * A page under the Post or Page at `href` (lib/site/sub-pages.ts): `/article/x/{32-hex id}`.
   * Whether the id really is under it is for `decideRoute` (it may need the post's pages).
   */
  | { kind: 'subpage'; href: string; id: string }
  /** `/{id}` of a page that is no row: a sub-page's other address, redirected by `decideRoute` */
  | { kind: 'page-id'; id: string }
  | { kind: 'not-found' }

/** The visitor path of a list's first page. */
export function listRoot(filter: ListFilter) {
  return filter ? `/${filter.kind}/${encodeURIComponent(filter.value)}` : '/'
}

/** The app path segment of the not-found screen (the proxy rewrites unknown paths to it). */
export const NOT_FOUND_SEGMENT = '_not-found'

const NOT_FOUND: Route = { kind: 'not-found' }

/** A path segment as a positive page number, or null. */
export function pageParam(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null
}

/** `rest` is [] or ['page', n]: the page number, or null when it is anything else. */
function pageOf(rest: string[]): number | null {
  if (rest.length === 0) return 1
  if (rest.length === 2 && rest[0] === 'page') return pageParam(rest[1])
  return null
}

/**
 * The route a path names by its form alone, without looking at any data: the grammar of the
 * site's addresses. `/category/x/page/2` is that list's second page whether or not the category
 * has one; `/{slug}` and `/{slug}/{32-hex id}` are a post (Page) and a page under it. The proxy
 * checks the route against the data (`resolveRoute`); a page reads the route from its app path
 * with this alone (lib/route/address.ts), because the proxy already decided it.
 */
export function parseRoute(segments: string[], postPrefix: string): Route {
  const [head, ...rest] = segments
  if (head === undefined) return { kind: 'list', filter: null, page: 1 }
  switch (head) {
    case NOT_FOUND_SEGMENT:
      return NOT_FOUND
    case 'page': {
      const page = rest.length === 1 ? pageParam(rest[0]) : null
      return page ? { kind: 'list', filter: null, page } : NOT_FOUND
    }
    case 'archive': {
      const page = pageOf(rest)
      return page ? { kind: 'archive', page } : NOT_FOUND
    }
    case 'category':
    case 'tag': {
      if (rest.length === 0) return { kind: head === 'category' ? 'categories' : 'tags' }
      const [value, ...more] = rest
      const page = pageOf(more)
      return page ? { kind: 'list', filter: { kind: head, value }, page } : NOT_FOUND
    }
    case 'search': {
      if (rest.length === 0) return { kind: 'search', keyword: '', page: 1 }
      const [raw, ...more] = rest
      const keyword = raw.trim()
      const page = pageOf(more)
      // a keyword longer than the search reads or a page address can be stored under (keyword.ts)
      if (!keywordFits(keyword)) return NOT_FOUND
      return page && (keyword || page === 1) ? { kind: 'search', keyword, page } : NOT_FOUND
    }
  }
  // a post under the configured prefix, or a Page at the top level; either may have a page under it
  const [href, sub] = head === postPrefix ? [rest.length >= 1 ? `/${postPrefix}/${rest[0]}` : null, rest[1]] : [`/${head}`, rest[0]]
  const extra = head === postPrefix ? rest.length - 2 : rest.length - 1
  if (!href || extra > 0) return NOT_FOUND
  if (sub === undefined) return { kind: 'article', href }
  return /^[0-9a-f]{32}$/.test(sub) ? { kind: 'subpage', href, id: sub } : NOT_FOUND
}

/** The route `segments` name in `site`: parsed, then checked against the data (what the proxy decides). */
export function resolveRoute(segments: string[], site: SiteIndex, cfg: RouteConfig): Route {
  return existing(parseRoute(segments, cfg.POST_URL_PREFIX), site, cfg, segments)
}

/** `route` when it exists in `site`, else not-found (or the page-id a bare `/{id}` may be). */
function existing(route: Route, site: SiteIndex, cfg: RouteConfig, segments: string[]): Route {
  switch (route.kind) {
    case 'list': {
      const { filter, page } = route
      const total = !filter
        ? site.posts.length
        : (filter.kind === 'category' ? site.categories.find((c) => c.name === filter.value) : site.tags.find((t) => t.name === filter.value))?.count
      // a list page past the last is a 404 (the first page always exists)
      if (total === undefined) return NOT_FOUND
      return page === 1 || page <= pageCount(total, cfg.POSTS_PER_PAGE) ? route : NOT_FOUND
    }
    case 'archive':
      return route.page === 1 || route.page <= pageCount(site.posts.length, ARCHIVE_PAGE_SIZE) ? route : NOT_FOUND
    case 'article': {
      if (findByPath(site, route.href)) return route
      // `/{id}` of a page that is no row: a sub-page's other address (decideRoute redirects it)
      const id = segments.length === 1 ? toCompactId(segments[0]) : null
      return id ? { kind: 'page-id', id } : NOT_FOUND
    }
    case 'subpage': {
      const post = findByPath(site, route.href)
      // one address per page: the post's own href and the compact id
      return post && post.href === route.href ? route : NOT_FOUND
    }
    default:
      return route
  }
}
