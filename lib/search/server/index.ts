// The process-wide local search index over the current workspace data. One per process, like
// the store (lib/process/singletons.ts), so route handlers and pages share one index.
import 'server-only'
import { currentSite } from '@/lib/site/current'
import { getStore } from '@/lib/workspace'
import type { SearchIndex, SearchResponse } from '../index'
import type { ExtendedRecordMap } from 'notion-types'
import { bodyLoader, SiteSearch, type SubPageDoc } from '../site-index'
import { recordMapToPlainText } from '../body-text'
import { getConfig } from '@/lib/config'
import { getBlock, toUuid } from '@/lib/render/record'
import { subPagePost } from '@/lib/site/page-tree'
import type { SiteIndex } from '@/lib/site/site'
import { crawl, knownSubPages, ownTitle } from '@/lib/site/sub-pages'
import { processSingleton } from '@/lib/process/singletons'
import { readSavedIndex, sharer } from './saved-index'
import { defaultEdition, editionOfSite, type Edition } from '@/lib/site/editions'

/** The index of one language's database (a site in several languages searches each apart). */
function siteSearch(edition: Edition): SiteSearch {
  const all = processSingleton('search', () => new Map<string, SiteSearch>())
  let search = all.get(edition.prefix)
  if (!search) {
    search = new SiteSearch({
      getSite: () => currentSite(edition),
      // scan reads: indexing every body must not push readers' pages out of the store's LRU
      loadBody: bodyLoader((id, lastEdited) => getStore(edition).getPage(id, lastEdited, { scan: true })),
      subPages: (site, indexed) => subPageDocs(site as SiteIndex, indexed),
      // a cold instance starts from the index another built (Redis) or the build step wrote
      saved: () => readSavedIndex(getStore(edition).shared, edition.prefix),
      onSaved: sharer(getStore(edition).shared),
    })
    all.set(edition.prefix, search)
  }
  return search
}

/** Texts per record map object: the store replaces the object when a page changes. */
const texts = new WeakMap<object, string>()

function textOf(rm: ExtendedRecordMap, id: string): string {
  let text = texts.get(rm)
  if (text === undefined) texts.set(rm, (text = recordMapToPlainText(rm, toUuid(id))))
  return text
}

/**
 * Every sub-page of unlocked published posts. A page the store holds gives its document as it
 * is now; one it does not hold is read (a scan read) only when the index lacks it, else its
 * document stays as indexed: a data version does not read every sub-page again.
 */
async function subPageDocs(site: SiteIndex, indexed: (id: string) => boolean): Promise<SubPageDoc[]> {
  const cfg = getConfig()
  await crawl(site)
  const store = getStore(editionOfSite(site))
  const out: SubPageDoc[] = []
  for (const sp of knownSubPages(site)) {
    if (sp.root.locked) continue // never loaded for search, never indexed
    const load = async () => textOf(await store.getSubPage(sp.id, { scan: true }), sp.id)
    let rm = store.peekPage(sp.id)
    if (!rm && !indexed(sp.id)) rm = await store.getSubPage(sp.id, { scan: true }).catch(() => undefined)
    const doc = rm ? { post: subPagePost(sp.root, { ...sp, title: ownTitle(sp, rm) }, getBlock(rm, toUuid(sp.id)), false), text: textOf(rm, sp.id) } : undefined
    // a page that could not be read and is not indexed yet waits for the next run
    if (doc || indexed(sp.id)) out.push({ id: sp.id, doc, load })
  }
  return out
}

/** A zero-based page of results for a query, 10 hits a page, from the local index. */
export function searchSite(query: string, page = 0, edition: Edition = defaultEdition()): Promise<SearchResponse> {
  return siteSearch(edition).search(query, page)
}

/**
 * The whole index of a language once every post's body and every page under the unlocked posts
 * is in it (the static export writes it as a file; /api/search answers sooner, from what is in).
 */
export async function completeSearchIndex(edition: Edition = defaultEdition()): Promise<SearchIndex> {
  const search = siteSearch(edition)
  await search.update(await currentSite(edition))
  return search.index
}
