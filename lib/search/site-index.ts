// The site's local search index: the published posts of the site model as search documents,
// kept in step with the workspace data.
//
// - Locked posts contribute their title, summary, category and tags only: their bodies are
//   never loaded, so no body text can reach the index, a hit or a snippet.
// - Body texts are kept per (post id, last-edited time). After a data change only posts whose
//   last-edited time moved are read again, and the index is patched in place (syncIndex).
// - The index is built on first use. That first search waits for the build, at most
//   FIRST_BUILD_WAIT_MS: past that it is answered from what is indexed so far (every title and
//   summary, and the bodies loaded until then) while the build goes on. Later data changes are
//   applied in the background: a search never waits for Notion again.
// No Next.js and no server-only imports: the indexing command and the benchmark use it too.
import type { ExtendedRecordMap } from 'notion-types'
import type { Post } from '@/lib/site/types'
import { recordMapToPlainText } from './body-text'
import { addOrReplace, createSearchIndex, remove, search, syncIndex, type SearchDoc, type SearchIndex, type SearchResponse } from './index'

/** Results per page, as the hosted service is queried (hitsPerPage 10). */
export const HITS_PER_PAGE = 10
/** How long the very first search may wait for the index to be built. */
export const FIRST_BUILD_WAIT_MS = 8_000
/** After a body failed to load, a later search retries it once this long has passed. */
const RETRY_FAILED_MS = 30_000
/** Bodies loaded at once: the store's throttle paces Notion; this bounds memory and sockets. */
const LOAD_CONCURRENCY = 6

/** What the index reads of the site model. */
export interface SearchableSite {
  posts: Post[]
}

export type BodyLoader = (post: Post) => Promise<string>

/**
 * Pages under the posts (lib/site/sub-pages.ts) as documents: each with the Post it shows as
 * (its own title and address) and its text. Only of unlocked published posts.
 */
export type SubPageDocs = (site: SearchableSite) => Promise<Array<{ post: Post; text: string }>>

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

export interface SiteSearchOptions {
  getSite: () => Promise<SearchableSite>
  loadBody: BodyLoader
  log?: (msg: string) => void
  now?: () => number
  /** how long the first search waits for the build (default FIRST_BUILD_WAIT_MS) */
  firstWaitMs?: number
  /** documents for the pages under posts, indexed after the posts' own bodies */
  subPages?: SubPageDocs
}

interface Body {
  edited: number
  text: string
}

export class SiteSearch {
  readonly index: SearchIndex = createSearchIndex()
  private readonly bodies = new Map<string, Body>()
  /** the sub-page documents of the last run: kept across runs so a run does not drop them first */
  private subDocs: SearchDoc[] = []
  /** the newest site model asked for */
  private wanted: SearchableSite | null = null
  /** the index lags behind `wanted` (or a failed body is due for another try) */
  private dirty = false
  private building: Promise<void> | null = null
  private firstBuild: Promise<void> | null = null
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
    if (!this.firstBuild) this.firstBuild = within(this.update(site), this.opts.firstWaitMs ?? FIRST_BUILD_WAIT_MS)
    else if (site !== this.wanted || this.now() >= this.retryAt) void this.update(site)
    await this.firstBuild
    return search(this.index, query, { page, hitsPerPage: HITS_PER_PAGE })
  }

  /** Brings the index to this site model. Concurrent calls share one run, which ends on the newest model. */
  update(site: SearchableSite): Promise<void> {
    this.wanted = site
    this.dirty = true
    this.retryAt = Infinity
    this.building ??= this.run().finally(() => (this.building = null))
    return this.building
  }

  /** Resolves when no update is running (tests and the benchmark wait for background work). */
  settled(): Promise<void> {
    return this.building ?? Promise.resolve()
  }

  private async run(): Promise<void> {
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
    // bodies of posts that are gone or now locked are not kept, not even in memory
    const keep = new Set(posts.filter((p) => !p.locked).map((p) => p.id))
    for (const id of this.bodies.keys()) if (!keep.has(id)) this.bodies.delete(id)

    // Every post is indexed now with the body text already known (an edited post keeps its
    // previous text until the new one is loaded); only missing or outdated bodies are read.
    const stale = posts.filter((p) => !p.locked && this.bodies.get(p.id)?.edited !== p.lastEditedDate)
    syncIndex(this.index, [...posts.map((p) => postToDoc(p, this.bodies.get(p.id)?.text ?? '')), ...this.subDocs])

    let failed = 0
    await loadBodies(stale, this.opts.loadBody, (post, text, error) => {
      if (text === null) {
        failed++
        this.log(`[leafpress] search: the body of ${post.href} could not be loaded: ${(error as Error)?.message ?? error}`)
        return
      }
      this.bodies.set(post.id, { edited: post.lastEditedDate, text })
      // a newer data version is waiting: it is applied next and picks this text up there
      if (this.wanted === site) addOrReplace(this.index, postToDoc(post, text))
    })
    if (failed > 0) this.retryAt = this.now() + RETRY_FAILED_MS
    if (this.opts.subPages && this.wanted === site) {
      const next = (await this.opts.subPages(site)).filter(({ post }) => !post.locked).map(({ post, text }) => postToDoc(post, text))
      const keep = new Set(next.map((d) => d.id))
      for (const doc of this.subDocs) if (!keep.has(doc.id)) remove(this.index, doc.id)
      for (const doc of next) addOrReplace(this.index, doc)
      this.subDocs = next
    }
  }
}

/** Resolves when the promise settles or after ms, whichever comes first. */
function within(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms)
    void promise.finally(() => {
      clearTimeout(timer)
      resolve()
    })
  })
}
