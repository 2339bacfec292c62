// The process-wide local search index over the current workspace data. Kept on globalThis, like
// the store, so route handlers and pages (which Next may bundle separately) share one index.
import 'server-only'
import { currentSite } from '@/lib/site/current'
import { getStore } from '@/lib/workspace'
import type { SearchResponse } from '../index'
import { bodyLoader, SiteSearch } from '../site-index'
import { recordMapToPlainText } from '../body-text'
import { getConfig } from '@/lib/config'
import { getBlock, toUuid } from '@/lib/render/record'
import { subPagePost } from '@/lib/site/page-tree'
import type { SiteIndex } from '@/lib/site/site'
import { crawl, knownSubPages, ownTitle } from '@/lib/site/sub-pages'
import type { Post } from '@/lib/site/types'

const g = globalThis as typeof globalThis & { __leafpressSearch?: SiteSearch }

function siteSearch(): SiteSearch {
  g.__leafpressSearch ??= new SiteSearch({
    getSite: currentSite,
    loadBody: bodyLoader((id, lastEdited) => getStore().getPage(id, lastEdited)),
    subPages: (site) => subPageDocs(site as SiteIndex),
  })
  return g.__leafpressSearch
}

/** Texts per record map object: the store replaces the object when a page changes. */
const texts = new WeakMap<object, string>()

/** Every sub-page of unlocked published posts, with its text (pages the crawl loaded). */
async function subPageDocs(site: SiteIndex) {
  const cfg = getConfig()
  await crawl(site, cfg)
  const store = getStore()
  const out: Array<{ post: Post; text: string }> = []
  for (const sp of knownSubPages(site, cfg)) {
    if (sp.root.locked) continue // never loaded for search, never indexed
    const rm = store.peekPage(sp.id)
    if (!rm) continue
    let text = texts.get(rm)
    if (text === undefined) texts.set(rm, (text = recordMapToPlainText(rm, toUuid(sp.id))))
    out.push({ post: subPagePost(sp.root, { ...sp, title: ownTitle(sp, rm) }, getBlock(rm, toUuid(sp.id)), false), text })
  }
  return out
}

/** A zero-based page of results for a query, 10 hits a page, from the local index. */
export function searchSite(query: string, page = 0): Promise<SearchResponse> {
  return siteSearch().search(query, page)
}
