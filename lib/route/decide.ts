// The route of a path, decided with everything it takes: `resolveRoute` (pure, synchronous)
// and, for sub-pages, whether the id really is under its post (which may take loading that
// post's pages: lib/site/sub-pages.ts). The proxy and the theme pages both call this, so a path
// means the same to both.
import type { SiteIndex } from '@/lib/site/site'
import { findByPath } from '@/lib/site/site'
import { findUnder, locate, type RootRead, type SubPage } from '@/lib/site/sub-pages'
import { resolveRoute, type Route, type RouteConfig } from './resolve'
import type { SiteConfig } from '@/lib/config'

type DecideConfig = RouteConfig & Pick<SiteConfig, 'NOTION_VALUE_NAME'>

export type Decision =
  | { route: Route; subPage?: SubPage }
  /** the page lives at another address (a sub-page's `/{id}`) */
  | { redirect: string }

const NOT_FOUND: Decision = { route: { kind: 'not-found' } }

/**
 * `rootRead` 'held' is the proxy's: a known sub-page is checked against the post as held, without
 * waiting for a newer version (lib/site/sub-pages.ts).
 */
export async function decideRoute(segments: string[], site: SiteIndex, cfg: DecideConfig, rootRead: RootRead = 'current'): Promise<Decision> {
  const route = resolveRoute(segments, site, cfg)
  if (route.kind === 'page-id') {
    const found = await locate(site, route.id)
    return found ? { redirect: found.href } : NOT_FOUND
  }
  if (route.kind === 'subpage') {
    const root = findByPath(site, route.href)
    if (!root) return NOT_FOUND
    try {
      const subPage = await findUnder(site, root, route.id, rootRead, 'throw')
      return subPage ? { route, subPage } : NOT_FOUND
    } catch {
      // the post's page cannot be read here (a Vercel proxy function carries no snapshot pages;
      // the source fails): its page route checks the id, and answers not-found if it is not under
      return { route }
    }
  }
  return { route }
}
