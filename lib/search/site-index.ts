// The site's local search index: the published posts of the site model as search documents,
// kept in step with the workspace data.
//
// - Locked posts contribute their title, summary, category and tags only: their bodies are
//   never loaded, so no body text can reach the index, a hit or a snippet.
// - No body text is kept: a body is read (through the loader, which for the server is a scan
//   read of the store: it does not push readers' pages out of the store's LRU), indexed and
//   dropped. Per post only the last-edited time of the body indexed and a hash of the fields a
//   hit shows are kept, so after a data change only posts whose last-edited time moved are read
//   again, and the index is patched in place. A post whose title or summary changed is indexed
//   by those at once and by its body again once it is read.
// - Snippets are cut from the bodies of the hits shown, read when asked (waiting at most
//   SNIPPET_WAIT_MS) and kept in a small LRU (SNIPPET_TEXT_CHARS) for the next query.
// - The index is built on first use. That first search waits for the build, at most
//   FIRST_BUILD_WAIT_MS: past that it is answered from what is indexed so far (every title and
//   summary, and the bodies loaded until then) while the build goes on. Later data changes are
//   applied in the background: a search never waits for Notion again.
// - A cold instance need not read every body: it starts from a saved index (`saved`: one that
//   `npm run search:index` wrote, or another instance shared through Redis) and reads only the
//   bodies edited since. An index that read bodies is offered to `onSaved` for the next one.
// No Next.js and no server-only imports: the indexing command and the benchmark use it too.
import type { ExtendedRecordMap } from 'notion-types'
import { ByteLru } from '@/lib/util/byte-lru'
import type { Post } from '@/lib/site/types'
import { recordMapToPlainText } from './body-text'
import { hashString } from './hash'
import { addOrReplace, createSearchIndex, loadSearchIndex, present, rank, remove, serializeSearchIndex, type SearchDoc, type SearchIndex, type SearchResponse } from './index'
import { within } from '@/lib/util/within'

/** Results per page, as the hosted service is queried (hitsPerPage 10). */
export const HITS_PER_PAGE = 10
/** How long the very first search may wait for the index to be built. */
export const FIRST_BUILD_WAIT_MS = 8_000
/** After a body failed to load, a later search retries it once this long has passed. */
const RETRY_FAILED_MS = 30_000
/** Bodies loaded at once: the store's throttle paces Notion; this bounds memory and sockets. */
const LOAD_CONCURRENCY = 6
/** How long a search waits for the bodies of its hits (snippets); later ones come without. */
export const SNIPPET_WAIT_MS = 1_500
/** Characters of hit bodies kept for snippets (about 2 MB of memory). */
const SNIPPET_TEXT_CHARS = 1_000_000
/** `version` of a locked post: indexed by its shown fields only, its body never read. */
const LOCKED = -2
/** `version` of a post indexed by its shown fields while its body is being read. */
const PENDING = -1

/** What the index reads of the site model. */
export interface SearchableSite {
  posts: Post[]
}

export type BodyLoader = (post: Post) => Promise<string>

/**
 * A page under a post (lib/site/sub-pages.ts): `doc` is the Post it shows as (its own title and
 * address) with its text, or absent when the page is not at hand now and `indexed` said it is
 * indexed (its document is kept as it is); `load` reads its text again (for snippets).
 */
export interface SubPageDoc {
  id: string
  doc?: { post: Post; text: string }
  load: () => Promise<string>
}

/** The pages under the unlocked published posts; `indexed(id)` tells which the index has. */
export type SubPageDocs = (site: SearchableSite, indexed: (id: string) => boolean) => Promise<SubPageDoc[]>

/** What a search result shows of a post, the same in the local index and hosted records. */
export function shownFields(post: Post) {
  return {
    slug: post.slug,
    href: post.href,
    title: post.title,
    summary: post.summary,
    category: post.category,
    tags: post.tags,
    cover: post.pageCoverThumbnail ?? post.pageCover,
    publishDay: post.publishDay,
  }
}

/** A post as a search document. A locked post's text is dropped whatever is passed in. */
export function postToDoc(post: Post, text: string): SearchDoc {
  return { id: post.id, ...shownFields(post), text: post.locked ? '' : text, locked: post.locked }
}

/** Body text through a page loader such as the workspace store (`store.getPage`). */
export function bodyLoader(getPage: (id: string, lastEdited: number) => Promise<ExtendedRecordMap>): BodyLoader {
  return async (post) => recordMapToPlainText(await getPage(post.id, post.lastEditedDate), post.id)
}

/**
 * Loads the bodies of unlocked posts, LOAD_CONCURRENCY at a time, reporting each as it arrives
 * (text, or null with the error). Locked posts are skipped: their bodies are never read.
 */
export async function loadBodies(
  posts: readonly Post[],
  load: BodyLoader,
  onBody: (post: Post, text: string | null, error?: unknown) => void,
): Promise<void> {
  const queue = posts.filter((p) => !p.locked)
  const worker = async () => {
    for (let post = queue.shift(); post; post = queue.shift()) {
      try {
        onBody(post, await load(post))
      } catch (err) {
        onBody(post, null, err)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(LOAD_CONCURRENCY, queue.length) }, worker))
}

/** `saved` / `onSaved`: the index as JSON, with what was indexed of each post (format below). */
const SAVED_FORMAT = 1

export interface SiteSearchOptions {
  getSite: () => Promise<SearchableSite>
  loadBody: BodyLoader
  log?: (msg: string) => void
  now?: () => number
  /** how long the first search waits for the build (default FIRST_BUILD_WAIT_MS) */
  firstWaitMs?: number
  /** documents for the pages under posts, indexed after the posts' own bodies */
  subPages?: SubPageDocs
  /** a saved index to start from (SiteSearch.save), or null; read once, before the first build */
  saved?: () => Promise<string | null>
  /** called after an update that read bodies, with a way to save the index (to share it) */
  onSaved?: (save: () => string) => void
}

/** What is indexed of a post: its body's last-edited time (or LOCKED, PENDING), its shown fields' hash. */
interface Indexed {
  version: number
  shown: string
}

/** A hash of what a hit shows of a post (its document without the body). */
const shownHash = (post: Post) => hashString(JSON.stringify(postToDoc(post, '')))

export class SiteSearch {
  index: SearchIndex = createSearchIndex()
  /** per post id: what is indexed of it (no text) */
  private indexed = new Map<string, Indexed>()
  /** the posts of the last data applied, by id: to read a hit's body for its snippet */
  private posts = new Map<string, Post>()
  /** per sub-page id: how to read its text again (the sub-pages of the last run) */
  private subPageText = new Map<string, () => Promise<string>>()
  /** bodies of recent hits, for snippets, with the signature of the document they were read for */
  private readonly snippetTexts = new ByteLru<string, { signature: string; text: string }>(SNIPPET_TEXT_CHARS)
  /** the newest site model asked for */
  private wanted: SearchableSite | null = null
  /** the index lags behind `wanted` (or a failed body is due for another try) */
  private dirty = false
  private building: Promise<void> | null = null
  private firstBuild: Promise<void> | null = null
  /** resolved once every post is indexed (the pages under posts may still be on their way) */
  private postsIndexed!: () => void
  private readonly postsReady = new Promise<void>((resolve) => (this.postsIndexed = resolve))
  private retryAt = Infinity
  private readonly log: (msg: string) => void
  private readonly now: () => number

  constructor(private readonly opts: SiteSearchOptions) {
    this.log = opts.log ?? ((m) => console.warn(m))
    this.now = opts.now ?? Date.now
  }

  /** One page (zero-based) of results for a query; an empty query only warms the index up. */
  async search(query: string, page = 0): Promise<SearchResponse> {
    const site = await this.opts.getSite()
    // the first search waits for the posts, not for the crawl of the pages under them
    if (!this.firstBuild) this.firstBuild = within(Promise.race([this.update(site), this.postsReady]), this.opts.firstWaitMs ?? FIRST_BUILD_WAIT_MS)
    else if (site !== this.wanted || this.now() >= this.retryAt) void this.update(site)
    await this.firstBuild
    const ranked = rank(this.index, query, { page, hitsPerPage: HITS_PER_PAGE })
    const texts = await this.textsOf(ranked.hits.map((h) => h.id))
    return present(this.index, ranked, (id) => texts.get(id))
  }

  /** Bodies of the hits shown, for their snippets: from the LRU, else read (waiting at most SNIPPET_WAIT_MS). */
  private async textsOf(ids: string[]): Promise<Map<string, string>> {
    const texts = new Map<string, string>()
    const loads: Promise<void>[] = []
    for (const id of ids) {
      const signature = this.index.signatures.get(id)
      if (!signature || !this.index.docs.get(id)?.hasText) continue
      const held = this.snippetTexts.get(id)
      if (held?.signature === signature) {
        texts.set(id, held.text)
        continue
      }
      const post = this.posts.get(id)
      const load = post ? (post.locked ? null : () => this.opts.loadBody(post)) : this.subPageText.get(id)
      if (!load) continue
      loads.push(
        load().then(
          (text) => {
            texts.set(id, text)
            this.snippetTexts.set(id, { signature, text }, text.length)
          },
          () => {}, // no snippet this time; the hit still shows its title and summary
        ),
      )
    }
    if (loads.length) await within(Promise.all(loads).then(() => undefined), SNIPPET_WAIT_MS)
    return texts
  }

  /** Brings the index to this site model. Concurrent calls share one run, which ends on the newest model. */
  update(site: SearchableSite): Promise<void> {
    this.wanted = site
    this.dirty = true
    this.retryAt = Infinity
    this.building ??= this.run().finally(() => (this.building = null))
    return this.building
  }

  /** The index as JSON, with what is indexed of each post: what `saved` gives another instance. */
  save(): string {
    return JSON.stringify({ format: SAVED_FORMAT, index: serializeSearchIndex(this.index), indexed: Object.fromEntries(this.indexed) })
  }

  /** Starts from a saved index (before anything was indexed); false when it cannot be used. */
  private restore(json: string): boolean {
    try {
      const data = JSON.parse(json) as { format?: number; index?: string; indexed?: Record<string, Indexed> }
      const index = data.format === SAVED_FORMAT && typeof data.index === 'string' ? loadSearchIndex(data.index) : null
      if (!index || !data.indexed || typeof data.indexed !== 'object') return false
      this.index = index
      this.indexed = new Map(Object.entries(data.indexed))
      return true
    } catch {
      return false
    }
  }

  /** Resolves when no update is running (tests and the benchmark wait for background work). */
  settled(): Promise<void> {
    return this.building ?? Promise.resolve()
  }

  private async run(): Promise<void> {
    const saved = this.opts.saved
    if (saved && this.indexed.size === 0 && this.index.docs.size === 0) {
      this.opts.saved = undefined // read once
      const json = await saved().catch(() => null)
      if (json && !this.restore(json)) this.log('[leafpress] search: the saved index is of another version or damaged; building anew')
    }
    while (this.dirty && this.wanted) {
      this.dirty = false
      try {
        await this.apply(this.wanted)
      } catch (err) {
        this.log(`[leafpress] search index update failed: ${(err as Error).message}`)
      }
    }
  }

  private async apply(site: SearchableSite): Promise<void> {
    const posts = site.posts
    this.posts = new Map(posts.map((p) => [p.id, p]))
    // posts that are gone leave the index (their bodies were never kept)
    for (const id of [...this.indexed.keys()]) {
      if (this.posts.has(id)) continue
      remove(this.index, id)
      this.indexed.delete(id)
      this.snippetTexts.delete(id)
    }

    // Every post is in the index at once by what a hit shows; only bodies that are missing or
    // outdated are read. A post whose shown fields are unchanged keeps its previous body until
    // the new one is read; one whose fields changed is indexed by them alone until then.
    const stale: Post[] = []
    for (const post of posts) {
      const shown = shownHash(post)
      const was = this.indexed.get(post.id)
      if (post.locked) {
        if (was?.version !== LOCKED || was.shown !== shown) addOrReplace(this.index, postToDoc(post, ''))
        this.indexed.set(post.id, { version: LOCKED, shown })
        this.snippetTexts.delete(post.id)
        continue
      }
      if (was?.shown === shown && was.version === post.lastEditedDate) continue
      if (was?.shown !== shown || was.version === LOCKED) {
        addOrReplace(this.index, postToDoc(post, ''))
        this.indexed.set(post.id, { version: PENDING, shown })
      }
      stale.push(post)
    }

    let failed = 0
    let read = 0
    await loadBodies(stale, this.opts.loadBody, (post, text, error) => {
      if (text === null) {
        failed++
        this.log(`[leafpress] search: the body of ${post.href} could not be loaded: ${(error as Error)?.message ?? error}`)
        return
      }
      // indexed as of this data version even when a newer one is waiting: that one is applied
      // next and compares against what is recorded here
      addOrReplace(this.index, postToDoc(post, text))
      this.indexed.set(post.id, { version: post.lastEditedDate, shown: shownHash(post) })
      read++
    })
    if (failed > 0) this.retryAt = this.now() + RETRY_FAILED_MS
    this.postsIndexed()
    if (this.opts.subPages && this.wanted === site) {
      const next = await this.opts.subPages(site, (id) => this.index.docs.has(id))
      const keep = new Set(next.map((d) => d.id))
      for (const id of this.subPageText.keys()) {
        if (keep.has(id)) continue
        remove(this.index, id)
        this.snippetTexts.delete(id)
      }
      this.subPageText = new Map(next.map((d) => [d.id, d.load]))
      for (const { doc } of next) if (doc && !doc.post.locked) addOrReplace(this.index, postToDoc(doc.post, doc.text))
    }
    // the posting lists keep no spare room between updates
    this.index.terms.trim()
    if (read > 0) this.opts.onSaved?.(() => this.save())
  }
}
