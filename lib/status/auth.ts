// The status page's password (LEAFPRESS_STATUS_PASSWORD; without it the page does not exist)
// and the cookie a right password gives: valid 12 hours, signed with the server secret and
// bound to the password, so changing the password signs everyone out.
import crypto from 'node:crypto'
import { getConfig } from '@/lib/config'
import { serverSecret } from '@/lib/lock/secret'
import { editionPath, type Edition } from '@/lib/site/editions'

export const STATUS_COOKIE = 'leafpress_status'
export const STATUS_SESSION_MS = 12 * 60 * 60 * 1000

/** The status page of a language: its own address (and its session cookie's path). */
export const statusAddress = (edition: Edition) => `${getConfig().SUB_PATH}${editionPath(edition, '')}/status`

export function statusPassword(env: Record<string, string | undefined>): string | null {
  return env.LEAFPRESS_STATUS_PASSWORD?.trim() || null
}

const digest = (s: string) => crypto.createHash('sha256').update(s).digest()

/** Constant time, whatever the lengths. */
export function samePassword(given: string, password: string): boolean {
  return crypto.timingSafeEqual(digest(given), digest(password))
}

function mac(expires: number, password: string): string {
  return crypto.createHmac('sha256', serverSecret()).update(`leafpress-status:${expires}:`).update(digest(password)).digest('hex')
}

export function sessionToken(password: string, now: number): string {
  const expires = now + STATUS_SESSION_MS
  return `${expires}.${mac(expires, password)}`
}

export function sessionValid(token: string | undefined, password: string, now: number): boolean {
  const m = /^(\d+)\.([0-9a-f]{64})$/.exec(token ?? '')
  if (!m || Number(m[1]) <= now) return false
  return crypto.timingSafeEqual(Buffer.from(m[2]), Buffer.from(mac(Number(m[1]), password)))
}
