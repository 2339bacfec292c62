// What the status page says of Notion's webhooks, in this process: the last signed event
// accepted (when, which type, whether it was handled) and the last subscription handshake.
import { processSingleton } from '@/lib/process/singletons'

export interface WebhookState {
  lastEvent: { at: number; type: string; ok: boolean } | null
  lastHandshakeAt: number | null
}

export const webhookState = (): WebhookState => processSingleton('webhookState', () => ({ lastEvent: null, lastHandshakeAt: null }))
