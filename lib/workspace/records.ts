// One place that reads Notion record maps. Notion wraps records as `{ role, value }`, and
// since 2026 sometimes one level deeper: `{ spaceId, value: { value, role } }`. Everything we
// ingest is normalised here, so the rest of the code sees `{ role, value }` only.
import type { Block, ExtendedRecordMap } from 'notion-types'

type Box = { role?: string; value?: unknown; spaceId?: string } | null | undefined

/** The record inside a box of either shape, or undefined. */
export function unbox<T>(box: Box): T | undefined {
  const v = box?.value as { value?: unknown; role?: string; id?: unknown } | undefined
  if (v && typeof v === 'object' && !('id' in v) && v.value && typeof v.value === 'object') {
    return v.value as T
  }
  return (v as T) ?? undefined
}

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

export function getBlock(recordMap: ExtendedRecordMap, id: string): Block | undefined {
  return unbox<Block>(recordMap.block?.[id] as Box)
}

/** Dashed UUID form of a 32-hex id (Notion's record keys), unchanged when already dashed. */
export function toUuid(id: string): string {
  const hex = id.replace(/-/g, '').toLowerCase()
  if (!/^[0-9a-f]{32}$/.test(hex)) return id
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** 32-hex form of a dashed or undashed id; null when it is not an id. */
export function toCompactId(id: string): string | null {
  const hex = id.split('?')[0].replace(/-/g, '').toLowerCase()
  return /^[0-9a-f]{32}$/.test(hex) ? hex : null
}
