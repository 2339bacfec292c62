// The process-wide local search index over the current workspace data. Kept on globalThis, like
// the store, so route handlers and pages (which Next may bundle separately) share one index.
import 'server-only'
import { currentSite } from '@/lib/site/current'
import { getStore } from '@/lib/workspace'
import type { SearchResponse } from '../index'
import { bodyLoader, SiteSearch } from '../site-index'

const g = globalThis as typeof globalThis & { __leafpressSearch?: SiteSearch }

function siteSearch(): SiteSearch {
  g.__leafpressSearch ??= new SiteSearch({
    getSite: currentSite,
    loadBody: bodyLoader((id, lastEdited) => getStore().getPage(id, lastEdited)),
  })
  return g.__leafpressSearch
}

/** A zero-based page of results for a query, 10 hits a page, from the local index. */
export function searchSite(query: string, page = 0): Promise<SearchResponse> {
  return siteSearch().search(query, page)
}
