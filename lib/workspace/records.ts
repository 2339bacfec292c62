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
