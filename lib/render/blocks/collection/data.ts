// Reading a collection view's data from the record map: the collection, the view, its rows
// (from collection_query: `blockIds`, `collection_group_results.blockIds`, reducer and group
// results) and the properties the view shows. No React.
import type { Block, Collection, CollectionPropertySchema, CollectionView } from 'notion-types'
import type { RenderContext, SiteRowLink } from '../../types'
import { type AnyRecordMap, blockCollectionId, blockIds, decorationsText, getBlock, getCollection, getCollectionView } from '../../record'
import { pageUrl } from '../../resolve'

export interface ViewData {
  collectionId: string
  collection: Collection
  view: CollectionView
  rows: Block[]
}

/** Why a database block's data cannot be drawn: what the record map lacks. */
export type MissingData = 'collection' | 'view' | 'schema' | 'rows'

/**
 * The collection and the first view of a collection_view(_page) block that the map holds, or
 * what is missing: the collection, a view, the collection's schema, or the rows (no query
 * result for the view and none of the collection's pages in the map: the query failed, as it
 * does for a linked database the viewer cannot read). An empty query result is an empty
 * database, not missing data.
 */
export function viewData(recordMap: AnyRecordMap, block: Block): ViewData | { missing: MissingData; name: string } {
  const collectionId = blockCollectionId(block)
  const collection = getCollection(recordMap, collectionId)
  const viewIds = (block as { view_ids?: unknown }).view_ids
  const views = (Array.isArray(viewIds) ? viewIds : [])
    .map((id) => getCollectionView(recordMap, typeof id === 'string' ? id : null))
  const view = views.find((v): v is CollectionView => Boolean(v && typeof v.type === 'string'))
  const name = missingName(block, collection, view)
  if (!collectionId || !collection) return { missing: 'collection', name }
  if (!view) return { missing: 'view', name }
  const schema = collection.schema as unknown
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return { missing: 'schema', name }
  const rows = viewRows(recordMap, collectionId, view)
  if (!rows.length && !hasQuery(recordMap, collectionId, view.id)) return { missing: 'rows', name }
  return { collectionId, collection, view, rows }
}

/** A title for a database whose data is missing: the collection's, the view's or the block's own. */
function missingName(block: Block, collection: Collection | null | undefined, view: CollectionView | undefined): string {
  for (const text of [collection?.name, (block.properties as { title?: unknown } | undefined)?.title]) {
    const s = decorationsText(text).trim()
    if (s) return s
  }
  return typeof view?.name === 'string' ? view.name.trim() : ''
}

function hasQuery(recordMap: AnyRecordMap, collectionId: string, viewId: string): boolean {
  const query = (recordMap as { collection_query?: Record<string, Record<string, unknown>> } | null)?.collection_query?.[collectionId]?.[viewId]
  return !!query && typeof query === 'object'
}

function idsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : []
}

/**
 * Row blocks of a view, in query order. When the map has no query result for the view at all
 * (older captures), the collection's pages present in the map are used, in page_sort order.
 */
export function viewRows(recordMap: AnyRecordMap, collectionId: string, view: CollectionView): Block[] {
  const query = (recordMap as { collection_query?: Record<string, Record<string, any>> } | null)?.collection_query?.[collectionId]?.[view.id]
  let ids: string[]
  if (query && typeof query === 'object') {
    ids = [
      ...idsOf(query.blockIds),
      ...idsOf(query.collection_group_results?.blockIds),
      ...idsOf(query.reducerResults?.collection_group_results?.blockIds),
      ...(Array.isArray(query.groupResults) ? query.groupResults.flatMap((g: any) => idsOf(g?.blockIds)) : []),
    ]
  } else {
    ids = blockIds(recordMap).filter((id) => {
      const block = getBlock(recordMap, id)
      return block?.parent_table === 'collection' && block.parent_id === collectionId
    })
    const sort = idsOf((view as { page_sort?: unknown }).page_sort)
    if (sort.length) {
      const rank = new Map(sort.map((id, i) => [id, i]))
      ids.sort((a, b) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity))
    }
  }
  const seen = new Set<string>()
  const rows: Block[] = []
  for (const id of ids) {
    if (seen.has(id)) continue
    seen.add(id)
    const row = getBlock(recordMap, id)
    if (row && row.alive !== false) rows.push(row)
  }
  return rows
}

export interface ShownProperty {
  id: string
  schema: CollectionPropertySchema
  width?: number
}

const PROPERTY_LISTS: Record<string, string> = {
  table: 'table_properties',
  gallery: 'gallery_properties',
  list: 'list_properties',
  board: 'board_properties',
  calendar: 'calendar_properties',
}

/**
 * Properties a view shows, in its order. Tables always show the title column (Notion cannot
 * hide it); cards and lists show the title separately, so it is left out of their list.
 */
export function shownProperties(collection: Collection, view: CollectionView): ShownProperty[] {
  const schema = (collection.schema && typeof collection.schema === 'object' ? collection.schema : {}) as Record<string, CollectionPropertySchema>
  const listed = (view.format as Record<string, unknown> | undefined)?.[PROPERTY_LISTS[view.type] ?? 'table_properties']
  const entries: Array<{ property?: unknown; visible?: unknown; width?: unknown }> = Array.isArray(listed)
    ? listed
    : Object.keys(schema).map((property) => ({ property, visible: true }))
  const shown: ShownProperty[] = []
  for (const entry of entries) {
    if (!entry || typeof entry.property !== 'string' || entry.visible === false) continue
    const property = schema[entry.property]
    if (!property || typeof property.type !== 'string') continue
    const width = Number(entry.width)
    shown.push({ id: entry.property, schema: property, width: Number.isFinite(width) && width > 0 ? width : undefined })
  }
  const titleId = Object.keys(schema).find((id) => schema[id]?.type === 'title')
  if (view.type === 'table') {
    if (titleId && !shown.some((p) => p.id === titleId)) shown.unshift({ id: titleId, schema: schema[titleId] })
    return shown
  }
  return shown.filter((p) => p.schema.type !== 'title')
}

export function titlePropertyId(collection: Collection): string {
  const schema = (collection.schema ?? {}) as Record<string, CollectionPropertySchema>
  return Object.keys(schema).find((id) => schema[id]?.type === 'title') ?? 'title'
}

/**
 * How the view draws a row of the site's own databases (RenderOptions.siteRow), null for any
 * other row. A lookup that throws hides the row: a site row shows only when the site says so.
 */
export function siteRowOf(row: Block, ctx: RenderContext): SiteRowLink | 'hidden' | null {
  const rule = ctx.options.siteRow
  if (!rule) return null
  try {
    return rule(row, ctx.recordMap)
  } catch {
    return 'hidden'
  }
}

/** Where a row links: a site database's row to its own address, any other through mapPageUrl. */
export function rowHref(row: Block, ctx: RenderContext): string | null {
  const site = siteRowOf(row, ctx)
  if (site === 'hidden') return null
  return site ? site.href : pageUrl(ctx.options, row.id)
}

/**
 * The view as readers may see it: rows of the site's databases that readers may not see are
 * dropped before anything is drawn or counted (title, cover, property, board count), and a view
 * that shows site rows loses its secret columns (the password).
 */
export function forReaders(data: ViewData, properties: ShownProperty[], ctx: RenderContext): { data: ViewData; properties: ShownProperty[] } {
  const site = data.rows.map((row) => siteRowOf(row, ctx))
  if (site.every((s) => s === null)) return { data, properties }
  const secret = new Set((ctx.options.secretProperties ?? []).map((name) => name.toLowerCase()))
  return {
    data: { ...data, rows: data.rows.filter((_, i) => site[i] !== 'hidden') },
    properties: properties.filter((p) => !secret.has(String(p.schema.name ?? '').toLowerCase())),
  }
}
