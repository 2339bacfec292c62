// What a button block does, read from the record map's `automation` and `automation_action`
// tables. Only one action is ever shown to a reader: an `open_page` action's target (a page of the
// workspace or a URL). Every other action (webhooks, HTTP requests, database edits) holds config
// the owner keeps to themselves (URLs, headers, bodies): nothing of it is returned here, so no
// caller can put it in the HTML, the RSC payload, the search index or a feed.
import type { Block } from 'notion-types'
import { type AnyRecordMap, fmt, toUuid, unwrapRecord } from './record'

export type ButtonTarget = { kind: 'page'; pageId: string } | { kind: 'url'; url: string }

/** A record of one of the automation tables, in either wrapping; undefined when missing. */
function automationRecord(recordMap: AnyRecordMap, table: 'automation' | 'automation_action', id: unknown): Record<string, any> | undefined {
  if (!recordMap || typeof id !== 'string' || !id) return undefined
  const entries = (recordMap as Record<string, unknown>)[table]
  if (!entries || typeof entries !== 'object') return undefined
  const own = (key: string) => (Object.hasOwn(entries, key) ? (entries as Record<string, unknown>)[key] : undefined)
  const value = unwrapRecord<Record<string, any>>(own(id) ?? own(toUuid(id)))
  return value && typeof value === 'object' && value.alive !== false ? value : undefined
}

/**
 * Where a button leads, or null (no automation, a missing record, or no open_page action): the
 * first `open_page` action of the button's automation, reduced to its target's kind and id/URL.
 */
export function buttonTarget(recordMap: AnyRecordMap, block: Block): ButtonTarget | null {
  const automation = automationRecord(recordMap, 'automation', fmt(block).automation_id)
  const actionIds: unknown = automation?.action_ids
  if (!Array.isArray(actionIds)) return null
  for (const actionId of actionIds.slice(0, 50)) {
    const action = automationRecord(recordMap, 'automation_action', actionId)
    if (action?.type !== 'open_page') continue
    const target = action.config?.target
    if (!target || typeof target !== 'object') return null
    if (target.type === 'url' && typeof target.url === 'string' && target.url.trim()) return { kind: 'url', url: target.url.trim() }
    if (target.type === 'page' && typeof target.pageId === 'string' && target.pageId) return { kind: 'page', pageId: target.pageId }
    return null
  }
  return null
}
