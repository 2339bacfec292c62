// Notion's webhook events: the shape every event shares, and what each type means for the site.
// Events carry ids, not content: the site reads the page again from the source.
import { toUuid } from '@/lib/workspace/records'

export interface NotionEvent {
  id: string
  /** when the event happened (ms since the epoch) */
  timestamp: number
  type: string
  entity: { id: string; type: string }
  /** the parent Notion names for page events (a database, a page, the workspace) */
  parentId?: string
}

/** The one-time subscription handshake: Notion POSTs the token to paste back into its UI. */
export function verificationToken(body: unknown): string | null {
  const token = (body as { verification_token?: unknown } | null)?.verification_token
  return typeof token === 'string' && token.trim() && Object.keys(body as object).length === 1 ? token.trim() : null
}

/** The event, or why the body is not one. */
export function parseEvent(body: unknown): NotionEvent | { error: string } {
  const e = body as Record<string, any> | null
  if (!e || typeof e !== 'object') return { error: 'the body is not a JSON object' }
  if (typeof e.id !== 'string' || !e.id) return { error: 'the event has no id' }
  if (typeof e.type !== 'string' || !e.type) return { error: 'the event has no type' }
  const timestamp = typeof e.timestamp === 'string' ? Date.parse(e.timestamp) : NaN
  if (!Number.isFinite(timestamp)) return { error: 'the event has no ISO 8601 timestamp' }
  if (typeof e.entity?.id !== 'string' || typeof e.entity?.type !== 'string') return { error: 'the event has no entity' }
  const parent = e.data?.parent?.id
  return {
    id: e.id,
    timestamp,
    type: e.type,
    entity: { id: toUuid(e.entity.id), type: e.entity.type },
    ...(typeof parent === 'string' ? { parentId: toUuid(parent) } : {}),
  }
}

/**
 * What an event asks of the site:
 * - `page`: one page changed in place (content, properties, lock): it is read again and put
 *   into the database held, one source call;
 * - `rows`: a page appeared, moved or went away: the database is read again (which rows there
 *   are and in which order is the database's to say), and the page with it;
 * - `site`: a database or data source changed (schema, views, the database itself): everything;
 * - `ignore`: comments, and anything else the site does not show.
 */
export type EventAction = { kind: 'page' | 'rows'; pageId: string; parentId?: string } | { kind: 'site' } | { kind: 'ignore' }

const IN_PLACE = new Set(['page.content_updated', 'page.properties_updated', 'page.locked', 'page.unlocked'])
const MEMBERSHIP = new Set(['page.created', 'page.deleted', 'page.undeleted', 'page.moved'])

export function actionFor(event: NotionEvent): EventAction {
  if (IN_PLACE.has(event.type)) return { kind: 'page', pageId: event.entity.id, parentId: event.parentId }
  if (MEMBERSHIP.has(event.type)) return { kind: 'rows', pageId: event.entity.id, parentId: event.parentId }
  if (event.type.startsWith('database.') || event.type.startsWith('data_source.')) return { kind: 'site' }
  return { kind: 'ignore' }
}
