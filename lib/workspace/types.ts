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
