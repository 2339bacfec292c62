// Notion signs every webhook event with the subscription's verification token:
// `X-Notion-Signature: sha256=<hex of HMAC-SHA256(raw request body, key = verification token)>`.
// The body must be the bytes as received: re-serialised JSON would not match.
import { createHmac, timingSafeEqual } from 'node:crypto'

/** The header value Notion sends for `body`. */
export function signBody(body: string, token: string): string {
  return `sha256=${createHmac('sha256', token).update(body, 'utf8').digest('hex')}`
}

/** Whether `header` is Notion's signature of `body`; constant-time in what it compares. */
export function verifySignature(body: string, header: string | null | undefined, token: string): boolean {
  const given = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '')?.[1]
  if (!given) return false
  const expected = createHmac('sha256', token).update(body, 'utf8').digest()
  return timingSafeEqual(Buffer.from(given.toLowerCase(), 'hex'), expected)
}
