// A linked view of a database, as an editor puts one in a page ("all posts" as a gallery in the
// About page): the collection_view block, its view and the rows it shows, in Notion's record
// shapes. Issue #38's tests put views of the blog's own databases into pages with it, in a
// record map (unit tests) or in the local Notion server's universe (e2e).
import type { ExtendedRecordMap } from 'notion-types'
import type { Universe } from './notion-server'

type Box = { role: string; value: Record<string, any> }
const unbox = (b: any) => (b?.value?.value && !b.value.id ? b.value.value : b?.value)

export type ViewType = 'table' | 'gallery' | 'list' | 'board'

export interface LinkedView {
  blockId: string
  viewId: string
  collectionId: string
  /** the records to add: the block, its view, the collection (as the database has it) */
  block: Box
  view: Box
  collection: Box
  /** the row blocks the view shows, as the database holds them */
  rows: Record<string, Box>
  rowIds: string[]
}

let seq = 0
const id = (tag: number) => `1abe1000-0000-4000-8000-${(tag * 1000 + ++seq).toString(16).padStart(12, '0')}`

/**
 * A linked view of the database in `db` (a database record map: its first collection) inside
 * page `parentId`: every row of `rowIds` (default: every row the database holds), as `type`.
 */
export function linkedViewOf(db: { block: Record<string, any>; collection: Record<string, any> }, parentId: string, type: ViewType, rowIds?: string[]): LinkedView {
  const [collectionId, collectionBox] = Object.entries(db.collection)[0]
  const collection = unbox(collectionBox)
  const rows: Record<string, Box> = {}
  const ids = rowIds ?? Object.keys(db.block).filter((k) => unbox(db.block[k])?.parent_table === 'collection')
  for (const rowId of ids) rows[rowId] = { role: 'reader', value: unbox(db.block[rowId]) }
  const schema = collection.schema as Record<string, { name: string }>
  const prop = (name: string) => Object.keys(schema).find((k) => schema[k].name === name)!
  const blockId = id(1)
  const viewId = id(2)
  // every column shown, the password too: what an editor who shows "all properties" gets
  const properties = Object.keys(schema).map((property) => ({ property, visible: true }))
  const format: Record<string, unknown> = { [`${type}_properties`]: properties }
  if (type === 'gallery') format.gallery_cover = { type: 'page_cover' }
  if (type === 'board') format.board_columns = [{ property: prop('category'), value: { type: 'select', value: '飲食' } }]
  return {
    blockId,
    viewId,
    collectionId,
    block: {
      role: 'reader',
      value: {
        id: blockId, type: 'collection_view', view_ids: [viewId], parent_id: parentId, parent_table: 'block', alive: true,
        format: { collection_pointer: { id: collectionId, table: 'collection' } },
        created_time: 1790000000000, last_edited_time: 1790000000000,
      },
    },
    view: { role: 'reader', value: { id: viewId, type, name: `${type} of posts`, format, parent_id: blockId, parent_table: 'block', alive: true } },
    collection: { role: 'reader', value: collection },
    rows,
    rowIds: ids,
  }
}

/** Puts the view at the end of page `pageId` in a page record map (records `{ role, value }`). */
export function addToRecordMap(rm: ExtendedRecordMap, pageId: string, v: LinkedView) {
  const map = rm as unknown as Record<string, Record<string, any>>
  const page = unbox(map.block[pageId])
  page.content = [...(page.content ?? []), v.blockId]
  map.block[v.blockId] = v.block
  // a row already in the map (the page itself, when it is a row of the database) stays as it is
  for (const [rowId, row] of Object.entries(v.rows)) map.block[rowId] ??= row
  map.collection[v.collectionId] = v.collection
  map.collection_view[v.viewId] = v.view
  ;(map.collection_query[v.collectionId] ??= {})[v.viewId] = { collection_group_results: { type: 'results', blockIds: v.rowIds } }
}

/** Puts the view at the end of page `pageId` (dashed) in the local Notion server's universe. */
export function addToUniverse(u: Universe, pageId: string, v: LinkedView) {
  const page = u.block[pageId].value
  page.content = [...(page.content ?? []), v.blockId]
  u.block[v.blockId] = v.block
  u.collection_view[v.viewId] = v.view
  ;(u.queries[v.collectionId] ??= {})[v.viewId] = v.rowIds
}
