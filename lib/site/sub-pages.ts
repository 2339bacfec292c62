// Sub-pages of posts as pages of the site: which ids are part of the site (lib/site/page-tree.ts
// says what is under a page), where each one sits (its trail back to the post) and its address.
//
// The rule: a page is part of the site when it is under a *listed* Post or Page row (published
// and due), at any depth (an Invisible, Draft or scheduled post's tree is not). A row of one of
// the site's own databases is never under another page, wherever a view shows it (page-tree.ts).
// Nothing else is ever loaded: an id is looked for only among the sub-pages its tree's pages
// list, so a crafted address cannot make the site fetch and show any other Notion page.
//
// Addresses: `{post href}/{32-hex id}` is canonical (`/article/veg-colours/0123…`): it names
// the tree, so one post's pages are all it takes to check membership, on any instance, cold or
// warm. `/{id}` (dashed or not) redirects there once the id is known (see `locate`).
//
// The index below holds, per sub-page id, its parent and root and the title its parent shows:
// no bodies. It is filled as pages are loaded (for rendering, search, the sitemap) and by
// `crawl`, which walks the published trees whose post changed since it last walked them (every
// tree, the first time), with scan reads of the store so the walk does not push readers' pages
// out of its LRU. A request never walks a tree: an id the index does not know is looked for
// among the post's own children (the post's page: one load at most), then in what a running
// crawl learns within CRAWL_WAIT_MS, so a made-up id costs almost nothing however large the tree.
// A page two levels down is known once its parent was opened on this instance or a crawl (the
// sitemap's, search's, a `/{id}`'s) reached it.
import type { ExtendedRecordMap } from 'notion-types'
import { toUuid } from '@/lib/render/record'
import { getStore } from '@/lib/workspace'
import { editionOfSite } from './editions'
import { toCompactId } from '@/lib/workspace/records'
import { childPagesOf, titleOf } from './page-tree'
import { urlForId, type SiteIndex } from './site'
import type { Post } from './types'
import { processSingleton } from '@/lib/process/singletons'
import { siteDatabasesNow } from './databases'
import { isSiteRecord, type SiteDatabases } from './site-rows'
import { within } from '@/lib/util/within'

export interface Crumb {
  title: string
  href: string
}

export interface SubPage {
  /** 32-hex id */
  id: string
  /** the Post or Page row the tree starts at */
  root: Post
  /** the language (address prefix) of the database it belongs to (SiteIndex.edition) */
  edition: string
  /** its canonical address */
  href: string
  /** the title its parent shows for it */
  title: string
  /** the pages above it: the root first, its parent last */
  trail: Crumb[]
}

interface Node {
  parent: string
  root: string
  title: string
}

/** Deepest sub-page we look for, counted from the post. */
export const MAX_DEPTH = 8
/** How long a request for an id the index does not know waits for a crawl already running. */
const CRAWL_WAIT_MS = 800
/** Index entries kept at most (oldest dropped first); ids only, so it costs ~100 bytes each. */
const MAX_NODES = 200_000
/** Pages the crawl loads at once (the store's throttle paces Notion). */
const CRAWL_CONCURRENCY = 4

interface TreeState {
  nodes: Map<string, Node>
  crawls: WeakMap<SiteIndex, Promise<void>>
  /** the data versions whose crawl has finished */
  crawled: WeakSet<SiteIndex>
  /** per root id: the last-edited time of the post when its whole tree was last walked */
  walked: Map<string, number>
}
// one per process, shared by the proxy's and the pages' bundles (lib/process/singletons.ts)
const state = processSingleton<TreeState>('subPages', () => ({ nodes: new Map(), crawls: new WeakMap(), crawled: new WeakSet(), walked: new Map() }))

function remember(id: string, node: Node) {
  const { nodes } = state
  nodes.delete(id)
  nodes.set(id, node)
  if (nodes.size > MAX_NODES) {
    nodes.delete(nodes.keys().next().value!)
    // a tree lost a node: every tree is walked again by the next crawl
    state.walked.clear()
  }
}

/** True for rows whose pages are part of the site: listed Posts and Pages (published, and due
 * under SCHEDULE_POSTS: lib/site/visibility.ts). */
export function isTreeRoot(site: SiteIndex, post: Post): boolean {
  return (post.type === 'Post' || post.type === 'Page') && site.views.get(post.id) === 'listed'
}

/** The canonical address of a sub-page of `root`. */
export const subPageHref = (root: Post, id: string) => `${root.href}/${toCompactId(id)}`

/**
 * Records the sub-pages a loaded page lists (called wherever a page of a tree is loaded); `dbs`
 * tells the site's own rows, which are never sub-pages (lib/site/databases.ts).
 */
export function noteChildren(rm: ExtendedRecordMap, pageId: string, root: Post, dbs: SiteDatabases) {
  const parent = toCompactId(pageId)!
  const rootId = toCompactId(root.id)!
  const kids = childPagesOf(rm, toUuid(parent), (block) => isSiteRecord(rm, block, dbs))
  for (const kid of kids) {
    const id = toCompactId(kid.id)
    if (id && id !== rootId) remember(id, { parent, root: rootId, title: kid.title })
  }
  return kids
}

/**
 * How a membership check reads the post itself: `current` is the version its row names, loaded
 * when it changed (pages); `held` first takes the copy held, however old, and only on a miss the
 * current one (the proxy: a request for a known sub-page never waits for Notion, while one just
 * added to the post, which the old copy does not list, is still found).
 */
export type RootRead = 'held' | 'current'

/** How a tree's pages are read: the post itself (above), and `scan` for the crawl's reads. */
interface TreeRead {
  root?: RootRead
  scan?: boolean
}

/**
 * A page of a tree for membership checks and crawling: the copy held, however old, else one
 * load. Structure changes rarely; the page's own screen always reads it fresh. `scan`: the
 * crawl's reads, which do not make pages recent in the store.
 */
async function pageForTree(site: SiteIndex, id: string, root: Post, read: TreeRead = {}): Promise<ExtendedRecordMap> {
  const store = getStore(editionOfSite(site))
  const scan = read.scan ?? false
  if (toCompactId(id) === toCompactId(root.id)) {
    const current = store.getPage(root.id, root.lastEditedDate, { scan })
    const held = read.root === 'held' && store.peekPage(root.id)
    if (!held) return current
    // a newer version loads in the background, for the next request
    current.catch(() => undefined)
    return held
  }
  return store.peekPage(id) ?? store.getSubPage(id, { scan })
}

async function childrenOf(site: SiteIndex, id: string, root: Post, read?: TreeRead) {
  const rm = await pageForTree(site, id, root, read)
  return noteChildren(rm, id, root, await siteDatabasesNow())
}

/** The sub-page `id` of `site` as its index knows it, checked link by link against the pages held. */
async function fromIndex(site: SiteIndex, id: string, rootRead?: RootRead): Promise<SubPage | null> {
  const chain: Array<{ id: string; node: Node }> = []
  let at = id
  for (let depth = 0; depth <= MAX_DEPTH; depth++) {
    const node = state.nodes.get(at)
    if (!node) return null
    chain.unshift({ id: at, node })
    if (node.parent === node.root) break
    at = node.parent
  }
  const rootId = chain[0]?.node.root
  const root = rootId ? site.byId.get(rootId) : undefined
  if (!root || !isTreeRoot(site, root) || chain[0].node.parent !== rootId) return null
  // every parent must still list its child (a page moved out is not under the post any more)
  for (const link of chain) {
    const kids = await childrenOf(site, link.node.parent, root, { root: rootRead })
    if (!kids.some((k) => toCompactId(k.id) === link.id)) return null
  }
  return subPageOf(site, root, id)
}

function subPageOf(site: SiteIndex, root: Post, id: string): SubPage | null {
  const trail: Crumb[] = []
  let node = state.nodes.get(id)
  if (!node) return null
  const title = node.title
  for (let at = node.parent; at !== toCompactId(root.id); at = node.parent) {
    node = state.nodes.get(at)
    if (!node || trail.length > MAX_DEPTH) return null
    trail.unshift({ title: node.title, href: subPageHref(root, at) })
  }
  trail.unshift({ title: root.title, href: root.href })
  return { id, root, edition: site.edition, href: subPageHref(root, id), title, trail }
}

/**
 * The sub-page `id` under `root`, or null. The index first (checked link by link); else the
 * post's own children (its page: held, or one load); else, while a crawl of this data version
 * is running, what it learns within CRAWL_WAIT_MS. Never a walk of the tree for one request.
 * `unreadable` 'throw': when the post's page cannot be read here, say so instead of null.
 */
export async function findUnder(site: SiteIndex, root: Post, rawId: string, rootRead: RootRead = 'current', unreadable: 'not-found' | 'throw' = 'not-found'): Promise<SubPage | null> {
  const id = toCompactId(rawId)
  if (!id || !isTreeRoot(site, root) || id === toCompactId(root.id)) return null
  const inIndex = async () => {
    if (state.nodes.get(id)?.root !== toCompactId(root.id)) return null
    return (rootRead === 'held' && (await fromIndex(site, id, 'held'))) || (await fromIndex(site, id, 'current'))
  }
  const known = await inIndex()
  if (known) return known
  // the proxy takes the post as held; an id that copy does not list may be new: the current one
  const isChild = async (read: RootRead) => (await childrenOf(site, root.id, root, { root: read })).some((k) => toCompactId(k.id) === id)
  try {
    if ((rootRead === 'held' && (await isChild('held'))) || (await isChild('current'))) return subPageOf(site, root, id)
  } catch (err) {
    // the post's page cannot be loaded now: nothing under it can be checked here
    if (unreadable === 'throw') throw err
    return null
  }
  // deeper: what a crawl of this data version that is running (the sitemap's, search's, a
  // `/{id}`'s) learns within a moment. A request never starts one: each instance would read
  // every page of the site for a crawler's made-up ids
  const running = state.crawls.get(site)
  if (!running || state.crawled.has(site)) return null
  await within(running, CRAWL_WAIT_MS)
  return inIndex()
}

/**
 * The sub-page with this id anywhere in the site (for `/{id}` addresses), or null. An id the
 * index does not know waits for the crawl of this data version at most `waitMs`.
 */
export async function locate(site: SiteIndex, rawId: string, waitMs = 3_000): Promise<SubPage | null> {
  const id = toCompactId(rawId)
  if (!id) return null
  if (!state.nodes.has(id)) await within(crawl(site), waitMs)
  return state.nodes.has(id) ? fromIndex(site, id) : null
}

/**
 * The address of a page id the site knows, a row or a sub-page, or null (then a link to it is
 * drawn as text). Synchronous: the renderer asks it for every page link of a body.
 */
export function pageUrlOf(site: SiteIndex, rawId: string): string | null {
  const row = urlForId(site, rawId)
  if (row) return row
  const id = toCompactId(rawId)
  const node = id ? state.nodes.get(id) : undefined
  const root = node ? site.byId.get(node.root) : undefined
  return root && isTreeRoot(site, root) ? subPageHref(root, id!) : null
}

/**
 * Where a sub-page the index knows sits, without loading anything (the webhook's question):
 * its address and its parent (the post row itself for a first-level page), or null.
 */
export function placeOf(site: SiteIndex, rawId: string): { id: string; href: string; parent: string; root: Post } | null {
  const id = toCompactId(rawId)
  const node = id ? state.nodes.get(id) : undefined
  const root = node ? site.byId.get(node.root) : undefined
  if (!id || !node || !root || !isTreeRoot(site, root)) return null
  return { id, href: subPageHref(root, id), parent: node.parent, root }
}

/**
 * Walks the published, unlocked trees once per data version, so `/{id}` addresses, search and
 * the sitemap know every sub-page: each tree whose post was edited since it was last walked
 * whole (a post unchanged keeps the sub-pages found then, so a data version does not read every
 * post again). Pages held are not loaded again; one that fails is skipped, and its tree walked
 * again by the next crawl.
 */
export function crawl(site: SiteIndex): Promise<void> {
  let run = state.crawls.get(site)
  if (!run) {
    // a locked post's pages are loaded only to answer a request for one of them (findUnder)
    run = crawlTrees(site, site.allPages.filter((p) => isTreeRoot(site, p) && !p.locked && state.walked.get(p.id) !== p.lastEditedDate))
    state.crawls.set(site, run)
    void run.then(() => state.crawled.add(site))
  }
  return run
}

/**
 * Walks every published tree, locked posts' too (after `crawl`, only those are left to walk): the
 * static export (lib/export/) writes a locked post's pages sealed, so it must know them. Never
 * called by a server that serves readers.
 */
export async function crawlAll(site: SiteIndex): Promise<void> {
  await crawl(site)
  await crawlTrees(site, site.allPages.filter((p) => isTreeRoot(site, p)))
}

async function crawlTrees(site: SiteIndex, roots: Post[]): Promise<void> {
  // a tree walked at its post's current version is not walked again: every data version (each
  // refresh of the database) would otherwise walk the whole site
  const due = roots.filter((root) => state.walked.get(root.id) !== root.lastEditedDate)
  const queue: Array<{ id: string; root: Post; depth: number }> = due.map((root) => ({ id: root.id, root, depth: 0 }))
  const seen = new Set<string>()
  const failed = new Set<string>()
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      try {
        const kids = await childrenOf(site, job.id, job.root, { scan: true })
        if (job.depth + 1 >= MAX_DEPTH) continue
        for (const kid of kids) {
          const id = toCompactId(kid.id)!
          if (!seen.has(id)) queue.push({ id, root: job.root, depth: job.depth + 1 })
          seen.add(id)
        }
      } catch {
        // logged by the store; the rest of the site is still walked, this tree again next time
        failed.add(job.root.id)
      }
    }
  }
  await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker))
  for (const root of due) if (!failed.has(root.id)) state.walked.set(root.id, root.lastEditedDate)
  // one entry per row ever walked: bounded like the index
  while (state.walked.size > MAX_NODES) state.walked.delete(state.walked.keys().next().value!)
}

/** Every sub-page the index knows under the site's published trees (after `crawl`). */
export function knownSubPages(site: SiteIndex): SubPage[] {
  const out: SubPage[] = []
  for (const [id, node] of state.nodes) {
    const root = site.byId.get(node.root)
    if (!root || !isTreeRoot(site, root)) continue
    const sp = subPageOf(site, root, id)
    if (sp) out.push(sp)
  }
  return out
}

/** A sub-page's own title (from its own record map), falling back to the one its parent shows. */
export function ownTitle(sp: SubPage, rm: ExtendedRecordMap | null): string {
  return (rm && titleOf(rm, toUuid(sp.id))) || sp.title
}
