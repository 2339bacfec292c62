// Notion's web API (the unofficial one public pages use) through notion-client. Works with
// public workspaces and, with NOTION_TOKEN_V2, private ones. NOTION_API_BASE_URL points it at
// another address (a proxy, or the local Notion-compatible server of the tests).
import { NotionAPI } from 'notion-client'
import type { ExtendedRecordMap } from 'notion-types'
import { normalizeRecordMap } from './records'
import type { FileRef, WorkspaceSource } from './types'

export interface NotionWebOptions {
  databasePageId: string
  apiBaseUrl?: string
  authToken?: string
  timeoutMs?: number
  /** called for every HTTP request to Notion (request counts of `npm run sync`) */
  onRequest?: () => void
}

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

  async getDatabase(): Promise<ExtendedRecordMap> {
    return this.getPage(this.opts.databasePageId)
  }

  async getPage(pageId: string): Promise<ExtendedRecordMap> {
    const raw = await this.api.getPage(pageId, {
      throwOnCollectionErrors: true,
      // Signed URLs expire within the hour, long before a cached page does: the image path signs
      // each file when it is first asked for (signFileUrl) instead of every page load paying a
      // getSignedFileUrls request.
      signFileUrls: false,
      // per call too: notion-client gives collection queries their own 60 s timeout otherwise
      ofetchOptions: { timeout: this.opts.timeoutMs ?? 15_000, retry: 0 },
    })
    return normalizeRecordMap(raw)
  }

  async signFileUrl(url: string, ref: FileRef): Promise<string | null> {
    const { signedUrls } = await this.api.getSignedFileUrls(
      [{ url, permissionRecord: { table: ref.table, id: ref.id } }],
      { timeout: this.opts.timeoutMs ?? 15_000, retry: 0 },
    )
    return signedUrls?.[0] ?? null
  }
}
