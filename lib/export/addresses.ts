// Every address a reader can reach on `npm start`, as the static export (scripts/export.ts) must
// write it: pure, from the site model of each language and the sub-pages the crawl found. The
// screens come from the same functions the routes use (lib/route/resolve.ts decides a path with
// `pageCount`, lib/route/address.ts writes it with `visitorPath`), so the export cannot list a
// page the server would answer 404 for, nor miss one it serves. Each address carries the content
// tags a render of it declares (lib/freshness/tags.ts): the incremental plan (plan.ts) re-renders
// exactly the files whose tags a data change expires.
import { FEED_PATHS, feedPaths, type FeedFormat } from '@/lib/feeds/feeds'
import { listTag, pairsTag, postTag, SITE_TAG, WINDOWED_TAG } from '@/lib/freshness/tags'
import { visitorPath } from '@/lib/route/address'
import type { Route } from '@/lib/route/resolve'
import { editionPath } from '@/lib/site/edition-path'
import { ARCHIVE_PAGE_SIZE, pageCount } from '@/lib/site/pagination'
import type { SiteIndex } from '@/lib/site/site'
import type { SubPage } from '@/lib/site/sub-pages'

export type EntryKind = 'page' | 'not-found' | 'feed' | 'sitemap' | 'robots' | 'extra'

export interface ExportEntry {
  /** what to ask the export server for: the visitor path (language prefix included, no sub path), not encoded */
  path: string
  /** the file it is written to, relative to out/ (lib/export/layout.ts) */
  file: string
  kind: EntryKind
  /** the content tags of its render: what expires it (plan.ts) */
  tags: string[]
  /** a locked post, or a page under one: the id of the row whose password opens it */
  lockedBy?: string
}

export interface EditionSite {
  prefix: string
  site: SiteIndex
  /** the pages under this language's posts (lib/site/sub-pages.ts knownSubPages, after a full crawl) */
  subPages: SubPage[]
}

export interface AddressSettings {
  POSTS_PER_PAGE: number
  ENABLE_RSS: boolean
}

/** A path the site never has: what the export asks for to get the not-found page (status 404). */
export const NOT_FOUND_PROBE = '/__leafpress-export-not-found'

/** Every page, feed and file of the site, each once. `extra`: addresses the export must save as they are (the search index, lib/export/static-files.ts). */
export function exportEntries(editions: EditionSite[], cfg: AddressSettings, extra: (prefix: string) => string[] = () => []): ExportEntry[] {
  const out: ExportEntry[] = []
  const prefixes = editions.map((e) => e.prefix)
  for (const { prefix, site, subPages } of editions) {
    const at = (path: string) => editionPath({ prefix }, path)
    // every page of a language shows its lists, and links to the other languages' translations
    const shown = [SITE_TAG, listTag(prefix), ...prefixes.filter((p) => p !== prefix).map(pairsTag)]
    const page = (route: Route, tags: string[] = [], lockedBy?: string) => {
      // visitorPath encodes a category or tag name; entries hold every path decoded
      const path = decodePath(at(visitorPath(route)))
      out.push({ path, file: pageFile(path), kind: 'page', tags: [...shown, ...tags], ...(lockedBy ? { lockedBy } : {}) })
    }
    const list = (filter: { kind: 'category' | 'tag'; value: string } | null, total: number) => {
      for (let n = 1; n <= pageCount(total, cfg.POSTS_PER_PAGE); n++) page({ kind: 'list', filter, page: n })
    }
    list(null, site.posts.length)
    page({ kind: 'categories' })
    page({ kind: 'tags' })
    for (const c of site.categories) list({ kind: 'category', value: c.name }, c.count)
    for (const t of site.tags) list({ kind: 'tag', value: t.name }, t.count)
    for (let n = 1; n <= pageCount(site.posts.length, ARCHIVE_PAGE_SIZE); n++) page({ kind: 'archive', page: n })
    page({ kind: 'search', keyword: '', page: 1 })
    for (const p of site.allPages) page({ kind: 'article', href: p.href }, [postTag(p.id)], p.locked ? p.id : undefined)
    for (const sp of subPages) {
      page({ kind: 'subpage', href: sp.root.href, id: sp.id }, [postTag(sp.root.id), postTag(sp.id), WINDOWED_TAG], sp.root.locked ? sp.root.id : undefined)
    }
    // what a static host serves for an unknown path; a host that looks for the nearest one
    // (Cloudflare Pages) serves each language's own
    out.push({ path: at(NOT_FOUND_PROBE), file: prefix ? `${prefix}/404.html` : '404.html', kind: 'not-found', tags: shown })
    if (cfg.ENABLE_RSS) {
      // a feed carries the bodies of its posts: any post's change reaches it
      const bodies = site.posts.map((p) => postTag(p.id))
      for (const format of Object.keys(FEED_PATHS) as FeedFormat[]) {
        out.push({ path: at(feedPaths(false)[format]), file: filePath(at(feedPaths(true)[format])), kind: 'feed', tags: [...shown, ...bodies] })
      }
    }
    for (const path of extra(prefix)) out.push({ path, file: filePath(path), kind: 'extra', tags: [...shown, ...site.posts.map((p) => postTag(p.id))] })
  }
  // one sitemap and robots.txt for every language; the sitemap dates every post
  const every = editions.flatMap((e) => [listTag(e.prefix), ...e.site.allPages.map((p) => postTag(p.id))])
  out.push({ path: '/sitemap.xml', file: 'sitemap.xml', kind: 'sitemap', tags: [SITE_TAG, ...every, WINDOWED_TAG] })
  out.push({ path: '/robots.txt', file: 'robots.txt', kind: 'robots', tags: [SITE_TAG] })
  // the app's icon (app/icon.svg): a route of Next's, not a file of public/
  out.push({ path: '/icon.svg', file: 'icon.svg', kind: 'extra', tags: [SITE_TAG] })
  return out
}

/**
 * The file a page is written to: `/` → `index.html`, `/article/x` → `article/x.html`. Why
 * `x.html` and not `x/index.html`: GitHub Pages and Cloudflare Pages both serve `/x` from `x.html`
 * with no redirect, also when a folder `x/` exists beside it (a post with sub-pages, a tag with a
 * page 2), while `x/index.html` makes both redirect `/x` to `/x/` — another address, and relative
 * links that resolve differently. Segments are written decoded (`tag/蔬菜.html`): hosts decode the
 * request path before looking for the file.
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${filePath(path)}.html`
}

function decodePath(path: string): string {
  return path.split('/').map((s) => decodeURIComponent(s)).join('/')
}

/** A site path as a relative file path (decoded, no leading slash). */
export function filePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      if (s === '.' || s === '..' || s.includes('\\') || s.includes('\0')) throw new Error(`the address ${path} has a segment that cannot be a file name: ${JSON.stringify(s)}`)
      return s
    })
    .join('/')
}
