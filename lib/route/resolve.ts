// Which screen a path of the site is, or that it is none (a 404). One pure function used twice:
// by the proxy, which answers unknown paths with status 404 and the theme's not-found page, and
// by each theme's catch-all page, which renders the screen. Segments are decoded and relative
// to the variant (`/heo/zh-TW/tag/x` → ['tag', 'x']); articles use the internal `article/`
// prefix the proxy maps POST_URL_PREFIX onto.
import type { SiteConfig } from '@/lib/config'
import { keywordFits } from '@/lib/search/keyword'
import { pageCount } from '@/lib/site/pagination'
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
  | { kind: 'archive' }
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

/** The internal path of the not-found screen (the proxy rewrites unknown paths to it). */
export const NOT_FOUND_SEGMENT = '_not-found'

const NOT_FOUND: Route = { kind: 'not-found' }

/**
 * A visitor's path as the route path under `/<theme>/<lang>`: the configured post prefix maps
 * onto the one internal `article/` route. `foreign` when the path uses the internal prefix
 * while another one is configured (not a page of the site).
 */
export function routePath(path: string, postPrefix: string): { path: string; foreign: boolean } {
  const p = path === '/' ? '' : path
  const prefix = `/${postPrefix}/`
  if (prefix === '/article/') return { path: p, foreign: false }
  if (p.startsWith(prefix)) return { path: `/article/${p.slice(prefix.length)}`, foreign: false }
  return { path: p, foreign: p.startsWith('/article/') }
}

/** The internal path of one variant of a visitor's path (what the proxy rewrites to). */
export function variantPath(theme: string, lang: string, path: string, postPrefix: string): string {
  return `/${theme}/${lang}${routePath(path, postPrefix).path}`
}

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

export function resolveRoute(segments: string[], site: SiteIndex, cfg: RouteConfig): Route {
  const [head, ...rest] = segments
  const postPrefix = cfg.POST_URL_PREFIX
  /** a list page that exists: past the last one is a 404 (the first page always exists) */
  const listPage = (page: number | null, total: number) => (page && (page === 1 || page <= pageCount(total, cfg.POSTS_PER_PAGE)) ? page : null)
  if (head === undefined) return { kind: 'list', filter: null, page: 1 }
  switch (head) {
    case 'page': {
      const page = listPage(rest.length === 1 ? pageParam(rest[0]) : null, site.posts.length)
      return page ? { kind: 'list', filter: null, page } : NOT_FOUND
    }
    case 'archive':
      return rest.length ? NOT_FOUND : { kind: 'archive' }
    case 'category':
    case 'tag': {
      if (rest.length === 0) return { kind: head === 'category' ? 'categories' : 'tags' }
      const [value, ...more] = rest
      const item = head === 'category' ? site.categories.find((c) => c.name === value) : site.tags.find((t) => t.name === value)
      const page = item ? listPage(pageOf(more), item.count) : null
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
    case 'article': {
      if (rest.length !== 1 && rest.length !== 2) return NOT_FOUND
      return articleOrSubPage(site, `/${postPrefix}/${rest[0]}`, rest[1])
    }
    default: {
      if (rest.length > 1) return NOT_FOUND
      const href = `/${head}`
      if (rest.length === 0 && !findByPath(site, href)) {
        const id = toCompactId(head)
        return id ? { kind: 'page-id', id } : NOT_FOUND
      }
      return articleOrSubPage(site, href, rest[0])
    }
  }
}

/** The Post or Page at `href`, or with `sub` (a 32-hex id, nothing else) a page under it. */
function articleOrSubPage(site: SiteIndex, href: string, sub: string | undefined): Route {
  const post = findByPath(site, href)
  if (!post) return NOT_FOUND
  if (sub === undefined) return { kind: 'article', href }
  // one address per page: the post's own href and the compact id
  return post.href === href && /^[0-9a-f]{32}$/.test(sub) ? { kind: 'subpage', href, id: sub } : NOT_FOUND
}
