// One place that reads Notion record maps. Notion wraps records as `{ role, value }`, and
// since 2026 sometimes one level deeper: `{ spaceId, value: { value, role } }`. Everything we
// ingest is normalised here, so the rest of the code sees `{ role, value }` only.
import type { ExtendedRecordMap } from 'notion-types'
import { unwrapRecord } from '@/lib/render/record'

// The accessors themselves live with the renderer's record readers (one implementation).
export { getBlock, toUuid } from '@/lib/render/record'

type Box = { role?: string; value?: unknown; spaceId?: string } | null | undefined

/** The record inside a box of either shape, or undefined. */
export const unbox = <T,>(box: Box): T | undefined => unwrapRecord<T>(box)

const TABLES = ['block', 'collection', 'collection_view', 'notion_user'] as const

/** Returns a copy of the record map in which every record is `{ role, value }`. */
export function normalizeRecordMap(input: unknown): ExtendedRecordMap {
  const src = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>
  const out: Record<string, unknown> = {
    ...src,
    block: {},
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: (src.collection_query as object) ?? {},
    signed_urls: (src.signed_urls as object) ?? {},
  }
  for (const table of TABLES) {
    const entries = (src[table] ?? {}) as Record<string, Box>
    const target = out[table] as Record<string, unknown>
    for (const [id, box] of Object.entries(entries)) {
      const value = unbox<Record<string, unknown>>(box)
      if (!value || typeof value !== 'object') continue
      const role = (box as { role?: string })?.role ?? (box?.value as { role?: string })?.role ?? 'reader'
      target[id] = { role, value }
    }
  }
  return out as unknown as ExtendedRecordMap
}



/** 32-hex form of a dashed or undashed id; null when it is not an id. */
export function toCompactId(id: string): string | null {
  const hex = id.split('?')[0].replace(/-/g, '').toLowerCase()
  return /^[0-9a-f]{32}$/.test(hex) ? hex : null
}

/**
 * Fields of a database row the site never reads from the database: the row's own page (loaded
 * apart, with its blocks) carries what the renderer needs. `content` alone is a list of every
 * child block id of every row.
 */
const ROW_FIELDS_UNUSED = new Set([
  'content',
  'created_by_table',
  'created_by_id',
  'last_edited_by_table',
  'last_edited_by_id',
  'space_id',
  'permissions',
  'version',
])

function hasUnused(value: Record<string, unknown>): boolean {
  for (const key of ROW_FIELDS_UNUSED) if (key in value) return true
  return false
}

/** A database row without the fields the database is never read for (ROW_FIELDS_UNUSED). */
export function slimRow<T>(box: T): T {
  const value = unbox<Record<string, unknown>>(box as Box)
  if (!value || value.parent_table !== 'collection') return box
  // a new object rather than `delete`: V8 turns an object with deleted keys into a dictionary,
  // larger than what was removed
  const slim: Record<string, unknown> = {}
  for (const key in value) if (!ROW_FIELDS_UNUSED.has(key)) slim[key] = value[key]
  return { ...(box as object), value: slim } as T
}

/**
 * Drops from the database's rows what is never read there (slimRow), in place: the store holds
 * the database for the life of the process, and at 10,000 rows these fields were 15 of its 34 MB
 * of heap. Rows already slim are left as they are.
 */
export function slimDatabase(rm: ExtendedRecordMap): ExtendedRecordMap {
  const blocks = rm.block as Record<string, unknown>
  for (const id in blocks) {
    const value = unbox<Record<string, unknown>>(blocks[id] as Box)
    if (value?.parent_table === 'collection' && hasUnused(value)) blocks[id] = slimRow(blocks[id])
  }
  return rm
}
