// Notion's web API (the unofficial one public pages use) through notion-client. Works with
// public workspaces and, with NOTION_TOKEN_V2, private ones. NOTION_API_BASE_URL points it at
// another address (a proxy, or the local Notion-compatible server of the tests).
import { NotionAPI } from 'notion-client'
import type { ExtendedRecordMap } from 'notion-types'
import { getBlockCollectionId, getBlockValue, getPageContentBlockIds } from 'notion-utils'
import { isTransient, markPartial } from './partial'
import { normalizeRecordMap } from './records'
import type { FileRef, WorkspaceSource } from './types'

export interface NotionWebOptions {
  databasePageId: string
  apiBaseUrl?: string
  authToken?: string
  timeoutMs?: number
  /** called for every HTTP request to Notion (request counts of `npm run sync`) */
  onRequest?: () => void
  /** where an unreadable database view is reported (once per page and view) */
  log?: (msg: string) => void
}

/** Views already reported as unreadable: a page loaded again must not log them again. */
const reported = new Set<string>()
const MAX_REPORTED = 1000

export class NotionWebSource implements WorkspaceSource {
  readonly kind = 'notion-web'
  private api: NotionAPI

  constructor(private opts: NotionWebOptions) {
    this.api = new NotionAPI({
      apiBaseUrl: opts.apiBaseUrl || undefined,
      authToken: opts.authToken || undefined,
      // Retries and backoff are the store's job; one attempt per call here keeps failures visible.
      ofetchOptions: { timeout: opts.timeoutMs ?? 15_000, retry: 0, onRequest: opts.onRequest && (() => opts.onRequest!()) },
    })
  }

  private get callOptions() {
    // per call too: notion-client gives collection queries their own 60 s timeout otherwise
    return { timeout: this.opts.timeoutMs ?? 15_000, retry: 0 }
  }

  /** The database's rows are the site: a query that fails fails the load (the store keeps the last good data). */
  async getDatabase(): Promise<ExtendedRecordMap> {
    const raw = await this.api.getPage(this.opts.databasePageId, {
      throwOnCollectionErrors: true,
      signFileUrls: false,
      ofetchOptions: this.callOptions,
    })
    return normalizeRecordMap(raw)
  }

  /**
   * One page. Its inline databases are queried one view at a time, and a view that cannot be
   * queried (a linked database the viewer cannot read, a deleted source, another workspace's
   * view: Notion answers 400) is left without a query result: every other block of the page
   * still renders, and the renderer shows that view's title with a notice.
   */
  async getPage(pageId: string): Promise<ExtendedRecordMap> {
    const recordMap = await this.api.getPage(pageId, {
      fetchCollections: false,
      // Signed URLs expire within the hour, long before a cached page does: the image path signs
      // each file when it is first asked for (signFileUrl) instead of every page load paying a
      // getSignedFileUrls request.
      signFileUrls: false,
      ofetchOptions: this.callOptions,
    })
    const transient = await this.loadViews(pageId, recordMap)
    const rm = normalizeRecordMap(recordMap)
    return transient ? markPartial(rm) : rm
  }

  /**
   * Queries every view of the page's database blocks, as notion-client would, but per view.
   * True when a view failed for a reason that may pass (see partial.ts).
   */
  private async loadViews(pageId: string, rm: ExtendedRecordMap): Promise<boolean> {
    const views: Array<{ collectionId: string; viewId: string; spaceId?: string }> = []
    for (const id of getPageContentBlockIds(rm)) {
      const block = getBlockValue(rm.block[id] as never) as { type?: string; view_ids?: string[]; space_id?: string } | undefined
      if (block?.type !== 'collection_view' && block?.type !== 'collection_view_page') continue
      const collectionId = getBlockCollectionId(block as never, rm)
      if (!collectionId) continue
      for (const viewId of block.view_ids ?? []) views.push({ collectionId, viewId, spaceId: block.space_id })
    }
    // three at a time, as notion-client does; the throttle paces them across the process
    let transient = false
    for (let i = 0; i < views.length; i += 3) {
      const failures = await Promise.all(views.slice(i, i + 3).map((v) => this.loadView(pageId, rm, v)))
      transient ||= failures.some((err) => err !== null && isTransient(err))
    }
    return transient
  }

  /** Merges one view's query into the map; the error when it cannot be queried, else null. */
  private async loadView(pageId: string, rm: ExtendedRecordMap, v: { collectionId: string; viewId: string; spaceId?: string }): Promise<unknown> {
    try {
      const view = getBlockValue(rm.collection_view[v.viewId] as never)
      const data = await this.api.getCollectionData(v.collectionId, v.viewId, view, {
        limit: 999,
        spaceId: v.spaceId,
        ofetchOptions: this.callOptions,
      })
      const part = data.recordMap as Partial<ExtendedRecordMap>
      rm.block = { ...rm.block, ...part.block }
      rm.collection = { ...rm.collection, ...part.collection }
      rm.collection_view = { ...rm.collection_view, ...part.collection_view }
      rm.notion_user = { ...rm.notion_user, ...part.notion_user }
      rm.collection_query[v.collectionId] = {
        ...rm.collection_query[v.collectionId],
        [v.viewId]: (data.result as { reducerResults?: unknown } | undefined)?.reducerResults as never,
      }
      return null
    } catch (err) {
      const key = `${pageId}:${v.viewId}`
      if (reported.has(key)) return err
      if (reported.size < MAX_REPORTED) reported.add(key)
      const status = (err as { status?: number; statusCode?: number }).status ?? (err as { statusCode?: number }).statusCode
      ;(this.opts.log ?? ((m: string) => console.warn(m)))(
        `[leafpress] notion-web: database view ${v.viewId} (collection ${v.collectionId}) on page ${pageId} cannot be read` +
          `${status ? ` (status ${status})` : ''}: ${(err as Error).message}; the page is shown without it`,
      )
      return err
    }
  }

  async signFileUrl(url: string, ref: FileRef): Promise<string | null> {
    const { signedUrls } = await this.api.getSignedFileUrls(
      [{ url, permissionRecord: { table: ref.table, id: ref.id } }],
      { timeout: this.opts.timeoutMs ?? 15_000, retry: 0 },
    )
    return signedUrls?.[0] ?? null
  }
}
