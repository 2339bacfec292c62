// The one interface every workspace source implements. All sources answer in Notion's
// record-map format (normalised to `{ role, value }` entries), so the site model, the renderer
// and the themes never know where the data came from.
import type { ExtendedRecordMap } from 'notion-types'

export interface WorkspaceSource {
  /** a short name for logs: 'snapshot', 'notion-web', 'notion-official' */
  readonly kind: string
  /**
   * The database: its root page block, collection, collection view(s), the
   * `collection_query` result listing every row id, and one block per row (properties only).
   */
  getDatabase(): Promise<ExtendedRecordMap>
  /** One page with all of its content blocks (recursively), collections and users. */
  getPage(pageId: string): Promise<ExtendedRecordMap>
  /**
   * A fresh, fetchable URL for a Notion-hosted file of block (or collection) `ref`, or null when
   * the record no longer holds that file. Notion's file URLs are unsigned or expire after an
   * hour; only sources that talk to Notion implement this.
   */
  signFileUrl?(url: string, ref: FileRef): Promise<string | null>
  /**
   * The last-edited times (ms) of pages by id, as Notion records them now, for at most
   * `editedTimesBatch` ids a call; ids it does not find are left out. A running server asks this
   * for the sub-pages it serves (no database row dates them). Sources that cannot tell (the
   * snapshot) leave it out: their sub-pages keep the time window.
   */
  editedTimes?(ids: string[]): Promise<Map<string, number>>
  /** ids `editedTimes` takes per call, and per store window */
  readonly editedTimesBatch?: number
}

/** The record a file belongs to: Notion grants access to a file through its block. */
export interface FileRef {
  id: string
  table: string
}

/**
 * Snapshot folder layout (the default source, also written by `npm run sync`):
 *
 *   snapshot.json          { "rootPageId", "collectionId", "collectionViewId", "createdAt" }
 *   database.json          ExtendedRecordMap of the database (see getDatabase)
 *   pages/<32-hex id>.json ExtendedRecordMap of each page (see getPage)
 *   files/<name>           images the record maps reference as `/files/<name>`
 */
export interface SnapshotManifest {
  rootPageId: string
  collectionId: string
  collectionViewId: string
  createdAt: string
}
