// Notion's official API (@notionhq/client, an integration token, the 2025-09 data-sources API),
// converted to the same record maps the web API returns, so the site model, the renderer and the
// themes cannot tell the two apart. NOTION_OFFICIAL_API_BASE_URL points it elsewhere (tests).
//
// The database is `databases.retrieve` + `dataSources.retrieve` (schema) + `dataSources.query`
// (rows: every page, and past Notion's per-query cap in created_time windows; an answer cut
// short is an error, see official/api.ts). A page is `pages.retrieve` + `blocks.children.list` for every block with
// children, level by level (paginated), all through the throttle one HTTP request at a time.
import { createHash } from 'node:crypto'
import type { ExtendedRecordMap } from 'notion-types'
import { fileKey } from '@/lib/media/file-urls'
import { OfficialApi, isNotFound, type OfficialApiOptions } from './official/api'
import { convertBlock, hasContent } from './official/blocks'
import { fileUrl, iconValue, toDecorations } from './official/rich-text'
import { baseBlock, convertSchema, pageBlock, parentOf, type RecordBlock } from './official/rows'
import type { BlockObject } from './official/shapes'
import { toUuid } from './records'
import type { FileRef, WorkspaceSource } from './types'

export interface NotionOfficialOptions extends OfficialApiOptions {
  databaseId: string
}

/**
 * Pages `editedTimes` asks about per call (a window): the official API has no batch read, so each
 * is a pages.retrieve, 10 of the ~90 requests Notion's 3 a second allow in a 30 s window.
 */
export const OFFICIAL_EDITED_TIMES_BATCH = 10

/** Blocks loaded per page at most, as many as the renderer draws. */
const MAX_BLOCKS = 20_000

const box = (value: unknown) => ({ role: 'reader', value })

function emptyRecordMap(): ExtendedRecordMap {
  return { block: {}, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} } as ExtendedRecordMap
}

/** A stable id for the one view the official API does not have (the web API's record maps always carry one). */
function viewIdOf(databaseId: string): string {
  return toUuid(createHash('sha256').update(`leafpress-view:${databaseId}`).digest('hex').slice(0, 32))
}

export class NotionOfficialSource implements WorkspaceSource {
  readonly kind = 'notion-official'
  private readonly api: OfficialApi
  private readonly databaseId: string
  /** the collection as last read: row pages carry it, as loadPageChunk's answers do */
  private collection?: { id: string; value: Record<string, unknown> }

  constructor(opts: NotionOfficialOptions) {
    this.api = new OfficialApi(opts)
    this.databaseId = toUuid(opts.databaseId)
  }

  async getDatabase(): Promise<ExtendedRecordMap> {
    const db = await this.api.database(this.databaseId)
    const dataSourceId = db.data_sources[0]?.id
    if (!dataSourceId) throw new Error(`Notion database ${this.databaseId} has no data source`)
    const [source, rows] = await Promise.all([this.api.dataSource(dataSourceId), this.api.rows(dataSourceId)])
    const viewId = viewIdOf(db.id)
    const icon = iconValue(db.icon)
    const cover = fileUrl(db.cover)
    const pointer = { id: source.id, table: 'collection' }
    const collection = {
      id: source.id,
      version: 1,
      name: toDecorations(db.title?.length ? db.title : source.title),
      description: toDecorations(db.description?.length ? db.description : source.description),
      schema: convertSchema(source.properties),
      ...(icon ? { icon } : {}),
      ...(cover ? { cover } : {}),
      parent_id: db.id,
      parent_table: 'block',
      alive: true,
      format: {},
    }
    this.collection = { id: source.id, value: collection }
    const rm = emptyRecordMap()
    rm.block[db.id] = box({
      ...baseBlock(db, 'collection_view_page', parentOf(db.parent)),
      collection_id: source.id,
      view_ids: [viewId],
      properties: { title: toDecorations(db.title) },
      format: { ...(icon ? { page_icon: icon } : {}), ...(cover ? { page_cover: cover, page_cover_position: 0.5 } : {}), collection_pointer: pointer },
    }) as never
    rm.collection[source.id] = box(collection) as never
    rm.collection_view[viewId] = box({
      id: viewId,
      version: 1,
      type: 'table',
      name: 'Default view',
      parent_id: db.id,
      parent_table: 'block',
      alive: true,
      format: { collection_pointer: pointer },
    }) as never
    for (const row of rows) rm.block[row.id] = box(pageBlock(row)) as never
    rm.collection_query = {
      [source.id]: { [viewId]: { collection_group_results: { type: 'results', blockIds: rows.map((r) => r.id), hasMore: false } } },
    } as never
    return rm
  }

  async getPage(pageId: string): Promise<ExtendedRecordMap> {
    const page = await this.api.page(toUuid(pageId))
    const root = pageBlock(page)
    const blocks = await this.loadContent(root)
    const rm = emptyRecordMap()
    rm.block[root.id] = box(root) as never
    for (const b of blocks) rm.block[b.id] = box(b) as never
    if (this.collection && root.parent_id === this.collection.id) rm.collection[this.collection.id] = box(this.collection.value) as never
    return rm
  }

  readonly editedTimesBatch = OFFICIAL_EDITED_TIMES_BATCH

  /**
   * One pages.retrieve per id, through the throttle (Notion rounds these times to the minute: two
   * edits within one minute read as one). A page gone or unreadable is left out.
   */
  async editedTimes(ids: string[]): Promise<Map<string, number>> {
    const times = new Map<string, number>()
    for (const id of ids.slice(0, OFFICIAL_EDITED_TIMES_BATCH)) {
      const page = await this.api.page(toUuid(id)).catch((err) => {
        if (isNotFound(err)) return null
        throw err
      })
      const time = page?.last_edited_time ? Date.parse(page.last_edited_time) : NaN
      if (Number.isFinite(time)) times.set(id, time)
    }
    return times
  }

  /**
   * The content blocks under `root`, level by level so that one level's children lists go out
   * together (the throttle paces them). Each block's `content` lists its children in order.
   */
  private async loadContent(root: RecordBlock): Promise<RecordBlock[]> {
    const loaded = new Map<string, RecordBlock>([[root.id, root]])
    const listed = new Set<string>()
    let level = [root.id]
    let budget = MAX_BLOCKS
    while (level.length && budget > 0) {
      const todo = [...new Set(level)].filter((id) => !listed.has(id))
      todo.forEach((id) => listed.add(id))
      const lists = await Promise.all(todo.map((id) => this.childrenOf(id, loaded.get(id)?.type === 'transclusion_container' && id !== root.id)))
      level = []
      todo.forEach((parentId, i) => {
        const content: string[] = []
        for (const raw of lists[i]) {
          if (budget-- <= 0) break
          const block = convertBlock(raw, parentId)
          if (!block) continue
          // a synced original placed before its own block was reached keeps its listed content
          block.content = loaded.get(block.id)?.content
          loaded.set(block.id, block)
          content.push(block.id)
          if (hasContent(raw)) level.push(raw.id)
          const original = this.syncedOriginal(raw)
          if (original && !loaded.has(original)) {
            // The original may live on another page: load its content under a container of its id,
            // which the reference points to.
            loaded.set(original, { ...baseBlock(raw, 'transclusion_container', { parent_table: 'block', parent_id: raw.id }), id: original })
            level.push(original)
          }
        }
        const parent = loaded.get(parentId)
        if (parent && content.length) parent.content = content
      })
    }
    if (budget <= 0) console.warn(`[leafpress] notion-official: page ${root.id} has more than ${MAX_BLOCKS} blocks; the rest is not loaded`)
    loaded.delete(root.id)
    return [...loaded.values()]
  }

  private syncedOriginal(raw: BlockObject): string | undefined {
    if (raw.type !== 'synced_block') return undefined
    return (raw.synced_block as { synced_from?: { block_id?: string } | null } | undefined)?.synced_from?.block_id
  }

  /** Children of a block; for a synced original on a page the integration cannot read: none. */
  private async childrenOf(id: string, isSyncedOriginal: boolean): Promise<BlockObject[]> {
    try {
      return await this.api.children(id)
    } catch (err) {
      if (isSyncedOriginal && isNotFound(err)) return []
      throw err
    }
  }

  /**
   * Official file URLs are signed for an hour. A fresh one is in the record as Notion answers it
   * now: the block, or for a page (covers, icons) the page, or for the database its own record.
   */
  async signFileUrl(url: string, ref: FileRef): Promise<string | null> {
    const id = toUuid(ref.id)
    let record: unknown
    if (ref.table === 'collection' || id === this.databaseId) {
      record = await this.api.database(this.databaseId)
    } else {
      const block = await this.api.block(id)
      record = block.type === 'child_page' ? await this.api.page(id) : block
    }
    const want = fileKey(url)
    return findUrl(record, (u) => fileKey(u) === want)
  }
}

function findUrl(value: unknown, match: (url: string) => boolean): string | null {
  if (typeof value === 'string') return /^https?:\/\//.test(value) && match(value) ? value : null
  if (!value || typeof value !== 'object') return null
  for (const v of Object.values(value)) {
    const found = findUrl(v, match)
    if (found) return found
  }
  return null
}
