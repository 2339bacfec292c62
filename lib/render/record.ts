// Reading records out of a record map. Notion wraps every record as `{ role, value }`, and since
// 2026 sometimes one level deeper as `{ spaceId, value: { value, role } }`; every reader in the
// renderer and the site model goes through these accessors so both shapes work everywhere.
// Pure functions, no React.
import type {
  Block,
  Collection,
  CollectionView,
  Decoration,
  ExtendedRecordMap,
  User,
} from 'notion-types'

/** A record map as it may arrive: any of the tables can be missing. */
export type AnyRecordMap = Partial<ExtendedRecordMap> | null | undefined

type Table = 'block' | 'collection' | 'collection_view' | 'notion_user'

const HEX32 = /^[0-9a-f]{32}$/i

/** `0123…` (32 hex) → `01234567-89ab-…`; other strings are returned unchanged. */
export function toUuid(id: string): string {
  if (!HEX32.test(id)) return id
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`
}

/** Dashed UUID → 32 hex without dashes (the form used for anchors and URLs). */
export function toCompactId(id: string): string {
  return String(id).replace(/-/g, '')
}

/** Unwraps `{role, value}` and `{spaceId, value: {value, role}}`; anything else → undefined. */
export function unwrapRecord<T>(record: unknown): T | undefined {
  if (!record || typeof record !== 'object') return undefined
  let value = (record as { value?: unknown }).value
  if (!value || typeof value !== 'object') return undefined
  // The 2026 shape nests the real record one level deeper; a real record always has an id.
  const inner = (value as { value?: unknown; id?: unknown }).value
  if (!('id' in value) && inner && typeof inner === 'object') value = inner
  return value as T
}

function getRecord<T>(recordMap: AnyRecordMap, table: Table, id: string | null | undefined): T | undefined {
  if (!recordMap || !id || typeof id !== 'string') return undefined
  const entries = (recordMap as Record<string, Record<string, unknown> | undefined>)[table]
  if (!entries || typeof entries !== 'object') return undefined
  return unwrapRecord<T>(entries[id] ?? entries[toUuid(id)])
}

/**
 * `table[key]` for the table's own keys only. Block types come from content: a block typed
 * `constructor` or `toString` must not find Object's methods in a lookup table.
 */
export function own<T>(table: Readonly<Record<string, T>>, key: unknown): T | undefined {
  return typeof key === 'string' && Object.hasOwn(table, key) ? table[key] : undefined
}

/** A block by id (dashed or not), in either record shape; undefined when missing or malformed. */
export function getBlock(recordMap: AnyRecordMap, id: string | null | undefined): Block | undefined {
  const block = getRecord<Block>(recordMap, 'block', id)
  return block && typeof block.type === 'string' ? block : undefined
}

export function getCollection(recordMap: AnyRecordMap, id: string | null | undefined): Collection | undefined {
  return getRecord<Collection>(recordMap, 'collection', id)
}

export function getCollectionView(recordMap: AnyRecordMap, id: string | null | undefined): CollectionView | undefined {
  return getRecord<CollectionView>(recordMap, 'collection_view', id)
}

export function getUser(recordMap: AnyRecordMap, id: string | null | undefined): User | undefined {
  return getRecord<User>(recordMap, 'notion_user', id)
}

/** Every block id of the map, in map order. */
export function blockIds(recordMap: AnyRecordMap): string[] {
  const table = recordMap?.block
  return table && typeof table === 'object' ? Object.keys(table) : []
}

/** A block's child ids, keeping only strings (content arrays from the wild may hold junk). */
export function childIds(block: Block | undefined): string[] {
  const content = (block as { content?: unknown } | undefined)?.content
  return Array.isArray(content) ? content.filter((id): id is string => typeof id === 'string') : []
}

/** The rich-text array of a property, or [] when it is missing or not an array. */
export function prop(block: { properties?: unknown } | undefined, name: string): Decoration[] {
  const props = block?.properties
  if (!props || typeof props !== 'object') return []
  const value = (props as Record<string, unknown>)[name]
  return Array.isArray(value) ? (value as Decoration[]) : []
}

/** Plain text of a rich-text array, decorations dropped (mentions stay as their `‣` placeholder). */
export function decorationsText(value: unknown): string {
  if (!Array.isArray(value)) return ''
  let out = ''
  for (const part of value) {
    if (Array.isArray(part) && typeof part[0] === 'string') out += part[0]
    else if (typeof part === 'string') out += part
  }
  return out
}

/** A block's `format`, always an object. */
export function fmt(block: { format?: unknown } | undefined): Record<string, any> {
  const format = block?.format
  return format && typeof format === 'object' ? (format as Record<string, any>) : {}
}

/** The collection id of a collection_view(_page) block (older maps put it in format.collection_pointer). */
export function blockCollectionId(block: Block | undefined): string | undefined {
  if (!block) return undefined
  const direct = (block as { collection_id?: unknown }).collection_id
  if (typeof direct === 'string') return direct
  const pointer = fmt(block).collection_pointer?.id
  return typeof pointer === 'string' ? pointer : undefined
}

/** Title of a page-like block: page title, or the collection name of a database page. */
export function pageTitle(recordMap: AnyRecordMap, block: Block | undefined): string {
  if (!block) return ''
  if (block.type === 'collection_view_page' || block.type === 'collection_view') {
    const collection = getCollection(recordMap, blockCollectionId(block))
    const name = decorationsText(collection?.name)
    if (name) return name
  }
  return decorationsText(prop(block, 'title'))
}

/** Icon of a page-like block (emoji or URL), falling back to its collection's icon. */
export function pageIcon(recordMap: AnyRecordMap, block: Block | undefined): string | null {
  const icon = fmt(block).page_icon
  if (typeof icon === 'string' && icon) return icon
  if (block && (block.type === 'collection_view_page' || block.type === 'collection_view')) {
    const collectionIcon = getCollection(recordMap, blockCollectionId(block))?.icon
    if (typeof collectionIcon === 'string' && collectionIcon) return collectionIcon
  }
  return null
}

/** Finds the page a record map is about: first page/database page, else a block without a parent in the map. */
export function findRootPageId(recordMap: AnyRecordMap): string | undefined {
  const ids = blockIds(recordMap)
  for (const id of ids) {
    const type = getBlock(recordMap, id)?.type
    if (type === 'page' || type === 'collection_view_page') return id
  }
  for (const id of ids) {
    const block = getBlock(recordMap, id)
    if (block && !getBlock(recordMap, block.parent_id)) return id
  }
  return ids[0]
}
