// Which pages of the site show a given post, in the site as it was and as it is now: a post
// that moved to another category, lost a tag or changed its title leaves stale pages on both
// sides. Visitor paths first (pure, from the site model), then every variant of each (the
// internal `/<theme>/<lang>/…` paths the page cache keeps).
import { postsOf, type SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { ARCHIVE_PAGE_SIZE, pageCount, pageHref } from '@/lib/site/pagination'
import { neighboursOf } from '@/lib/site/related'
import { listRoot } from '@/lib/route/resolve'
import { appPathOf } from '@/lib/route/address'
import { editions } from '@/lib/site/editions'

/** Visitor paths (without sub path) of the screens that show post `id` in `site`. */
function pathsIn(site: SiteIndex, id: string, perPage: number): string[] {
  const compact = id.replace(/-/g, '')
  const post: Post | undefined = site.byId.get(compact)
  if (!post) return []
  const paths = [post.href]
  if (!site.related.position.has(post.id)) return paths // a Page, or not published: itself only
  const lists = (root: string, posts: Post[]) => {
    for (let n = 1; n <= pageCount(posts.length, perPage); n++) paths.push(pageHref(root, n))
  }
  // where it sits on the home list depends on every other post: every list page
  lists('/', site.posts)
  if (post.category) {
    lists(listRoot({ kind: 'category', value: post.category }), postsOf(site, { kind: 'category', value: post.category }))
    paths.push('/category')
  }
  for (const tag of post.tags) lists(listRoot({ kind: 'tag', value: tag }), postsOf(site, { kind: 'tag', value: tag }))
  if (post.tags.length) paths.push('/tag')
  for (let n = 1; n <= pageCount(site.posts.length, ARCHIVE_PAGE_SIZE); n++) paths.push(pageHref('/archive', n))
  paths.push('/search')
  // the articles before and after it link to it by title
  const { prev, next } = neighboursOf(site.related, post.id)
  for (const n of [prev, next]) if (n) paths.push(n.href)
  return paths
}

/** Visitor paths showing post `id` before or after a change (either site may be missing). */
export function affectedPaths(before: SiteIndex | null, after: SiteIndex | null, id: string, perPage: number): string[] {
  return [...new Set([...(before ? pathsIn(before, id, perPage) : []), ...(after ? pathsIn(after, id, perPage) : [])])]
}

/**
 * Every variant of every path, as the page cache names them (app paths, lib/route/address.ts).
 * Non-ASCII paths are given both percent-encoded (as the proxy rewrites them) and decoded. A
 * path under another language's prefix (`/en/…`, lib/site/editions.ts) has one language segment
 * (`_en`); the default language's paths are kept in every interface language `langs`.
 */
export function variantPaths(paths: string[], themes: readonly string[], langs: readonly string[], prefixes: readonly string[] = otherPrefixes()): string[] {
  const out = new Set<string>()
  for (const full of paths) {
    const head = full.split('/')[1] ?? ''
    const prefix = head && prefixes.includes(head) ? head : ''
    const path = prefix ? full.slice(prefix.length + 1) || '/' : full
    const segments = prefix ? [`_${prefix}`] : langs
    const forms = new Set([path, encodeURI(decodeSafe(path))])
    for (const theme of themes) for (const lang of segments) for (const p of forms) out.add(appPathOf({ theme, lang }, p))
  }
  return [...out]
}

/** The address prefixes of the site's other languages. */
const otherPrefixes = () => editions().flatMap((e) => (e.prefix ? [e.prefix] : []))

function decodeSafe(path: string): string {
  try {
    return decodeURI(path)
  } catch {
    return path
  }
}
