// What the export server knows that the export script needs (app/api/export/route.ts): every
// address of every language (addresses.ts), the passwords of locked posts (to seal their pages,
// lib/export/seal.ts), and the prints of the data the incremental plan compares (plan.ts). Read
// in the server, from its own store: the script never loads the workspace a second time, so a
// Notion source is asked once per page per export.
import 'server-only'
import { getConfig } from '@/lib/config'
import { listingPrint, pairsPrint } from '@/lib/freshness/changes'
import { passwordOf } from '@/lib/lock/lock'
import { editionPath, editions } from '@/lib/site/editions'
import { bodySnippets } from './leaks'
import { siteOf } from '@/lib/site/current'
import { crawlAll, knownSubPages } from '@/lib/site/sub-pages'
import { getStore } from '@/lib/workspace'
import { exportEntries, type EditionSite, type ExportEntry } from './addresses'
import { digest, rowPrints, type EditionPrints } from './plan'
import { listTag, postTag, SITE_TAG } from '@/lib/freshness/tags'

export interface Inventory {
  entries: ExportEntry[]
  /** the password of each locked row, by id (only over the loopback, to the script that started this server) */
  passwords: Record<string, string>
  /** per language prefix: what its data looks like (plan.ts) */
  prints: Record<string, EditionPrints>
  /** per locked page (its path): pieces of its body that no file but its sealed one may hold */
  lockedText: Record<string, string[]>
  /** per language prefix: the tags of a file that shows every post's text (search index) */
  everyPost: Record<string, string[]>
}

export async function inventory(): Promise<Inventory> {
  const cfg = getConfig()
  const sites: EditionSite[] = []
  const passwords: Record<string, string> = {}
  const prints: Record<string, EditionPrints> = {}
  const everyPost: Record<string, string[]> = {}
  const lockedText: Record<string, string[]> = {}
  for (const edition of editions()) {
    // a language that cannot be loaded fails the export (never a smaller site)
    const db = await getStore(edition).getDatabase()
    const site = siteOf(db, Date.now(), edition)
    await crawlAll(site)
    const subPages = knownSubPages(site)
    sites.push({ prefix: edition.prefix, site, subPages })
    const store = getStore(edition)
    const locked = site.allPages.filter((x) => x.locked)
    // what the public posts and their pages say too (the crawl just read them): no proof of a leak
    const shared = new Set<string>()
    if (locked.length) {
      const open = [...site.allPages.filter((x) => !x.locked).map((p) => p.id), ...subPages.filter((sp) => !sp.root.locked).map((sp) => sp.id)]
      for (const id of open) {
        const rm = store.peekPage(id)
        if (rm) for (const piece of bodySnippets(rm, id, undefined, Infinity)) shared.add(piece)
      }
    }
    for (const p of locked) {
      passwords[p.id] = passwordOf(db, p.id, cfg)
      lockedText[editionPath(edition, p.href)] = bodySnippets(await store.getPage(p.id, p.lastEditedDate), p.id, shared)
    }
    for (const sp of subPages.filter((x) => x.root.locked)) {
      lockedText[editionPath(edition, sp.href)] = bodySnippets(store.peekPage(sp.id) ?? (await store.getSubPage(sp.id)), sp.id, shared)
    }
    prints[edition.prefix] = { listing: digest(listingPrint(site)), pairs: digest(pairsPrint(site)), rows: rowPrints(db) }
    everyPost[edition.prefix] = [SITE_TAG, listTag(edition.prefix), ...site.posts.map((p) => postTag(p.id))]
  }
  return { entries: exportEntries(sites, cfg), passwords, prints, everyPost, lockedText }
}
