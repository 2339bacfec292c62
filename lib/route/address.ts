// The two kinds of path, and the one place that maps between them:
// - the visitor path: what the reader's address bar shows, without the sub path
//   (`/article/kitchen-sink`, `/tag/蔬菜/page/2`, `/search/血糖`), posts under POST_URL_PREFIX;
// - the app path: what Next routes and caches, `/<theme>/<lang>` and the visitor path of the route
//   the proxy decided — canonical, so `/page/1` and `/` are one cached page — with `unlocked/`
//   in front for the unlocked variant of a locked post, and `/_not-found` for every unknown path.
// The proxy decides the route once (lib/route/decide.ts) and writes the app path with `appPath`;
// the page reads the route back with `routeOfApp`, the grammar alone: no second decision against
// data that may have changed in between.
import { pageHref } from '@/lib/site/pagination'
import { listRoot, NOT_FOUND_SEGMENT, parseRoute, type Route } from './resolve'

/** The visitor-facing path of a route (ThemeContext.path; the not-found screen's is '/404'). */
export function visitorPath(route: Route): string {
  switch (route.kind) {
    case 'list':
      return pageHref(listRoot(route.filter), route.page)
    case 'categories':
      return '/category'
    case 'tags':
      return '/tag'
    case 'archive':
      return pageHref('/archive', route.page)
    case 'search':
      return route.keyword ? pageHref(`/search/${encodeURIComponent(route.keyword)}`, route.page) : '/search'
    case 'article':
      return route.href
    case 'subpage':
      return `${route.href}/${route.id}`
    case 'page-id':
    case 'not-found':
      return '/404'
  }
}

/** `/preview/<row id>`: an editor's preview (lib/preview), rewritten to the theme's preview route. */
export const PREVIEW_SEGMENT = 'preview'

/** The variant a request is served in. */
export interface Variant {
  theme: string
  lang: string
  /** the unlocked variant of a locked post (rendered per request) */
  unlocked?: boolean
}

/** The app path of a visitor path (already canonical: a decided route's, or one of the site's own links). */
export function appPathOf(variant: Variant, path: string): string {
  return `/${variant.theme}/${variant.lang}${variant.unlocked ? '/unlocked' : ''}${path === '/' ? '' : path}`
}

/** The app path the proxy rewrites a decided route to. */
export function appPath(variant: Variant, route: Route): string {
  if (route.kind === 'not-found' || route.kind === 'page-id') return appPathOf({ ...variant, unlocked: false }, `/${NOT_FOUND_SEGMENT}`)
  return appPathOf(variant, visitorPath(route))
}

/** The route an app path names, from the segments after `/<theme>/<lang>` (and `unlocked/`), decoded. */
export function routeOfApp(segments: string[], postPrefix: string): Route {
  return parseRoute(segments, postPrefix)
}
