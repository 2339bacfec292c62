// Sends Notion webhook events the way Notion documents them: a JSON body with the shared event
// fields, signed in `X-Notion-Signature` as `sha256=` + HMAC-SHA256 hex of the raw body keyed
// with the subscription's verification token. The signing is written here on its own (not
// imported from lib/) so a mistake in the server's verification cannot hide in both.
import { createHmac, randomUUID } from 'node:crypto'

export interface EventInit {
  type: string
  entityId: string
  entityType?: string
  parentId?: string
  /** default: now */
  timestamp?: Date | string
  /** default: a fresh UUID */
  id?: string
}

export function notionEvent(e: EventInit): Record<string, unknown> {
  return {
    id: e.id ?? randomUUID(),
    timestamp: typeof e.timestamp === 'string' ? e.timestamp : (e.timestamp ?? new Date()).toISOString(),
    workspace_id: '13950b26-c203-4f3b-b97d-93ec06319565',
    workspace_name: 'Leafpress tests',
    subscription_id: '29d75c0d-5546-4414-8459-7b7a92f1fc4b',
    integration_id: '0ef2e755-4912-8096-91c1-00376a88a5ca',
    type: e.type,
    authors: [{ id: 'c7c11cca-1d73-471d-9b6e-bdef51470190', type: 'person' }],
    attempt_number: 1,
    entity: { id: e.entityId, type: e.entityType ?? 'page' },
    data: e.parentId ? { parent: { id: e.parentId, type: 'database' } } : {},
  }
}

export function notionSignature(body: string, token: string): string {
  return 'sha256=' + createHmac('sha256', token).update(body).digest('hex')
}

/** POSTs an event (or any body) to `url`, signed with `token` unless `signature` is given (null: none). */
export async function sendNotionEvent(url: string, body: unknown, token: string, signature?: string | null): Promise<Response> {
  const raw = typeof body === 'string' ? body : JSON.stringify(body)
  const sig = signature === undefined ? notionSignature(raw, token) : signature
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(sig ? { 'x-notion-signature': sig } : {}) },
    body: raw,
  })
}
