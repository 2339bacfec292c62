// The article lock. The password lives only in the workspace data on the server: it is read
// here, compared in constant time, and turned into a signed cookie for one visitor and one
// article, which expires and stops working when the password changes in Notion. Nothing of the
// password reaches the browser.
import crypto from 'node:crypto'
import type { ExtendedRecordMap } from 'notion-types'
import type { SiteConfig } from '@/lib/config'
import { indexSchema, RowReader } from '@/lib/site/properties'
import { readDatabase } from '@/lib/site/properties'
import { getBlock, toUuid } from '@/lib/workspace/records'
import { readUnlockCookieDays } from '@/lib/config/deployment'
import { serverSecret } from './secret'

export const UNLOCK_COOKIE_PREFIX = 'lp_unlock_'
export const unlockCookieName = (postId: string) => `${UNLOCK_COOKIE_PREFIX}${postId}`

/** The row's password, '' when it has none. Server only. */
export function passwordOf(db: ExtendedRecordMap, postId: string, cfg: Pick<SiteConfig, 'NOTION_PROPERTY_NAME'>): string {
  const block = getBlock(db, toUuid(postId)) ?? getBlock(db, postId)
  if (!block) return ''
  const reader = new RowReader(indexSchema(readDatabase(db).collection), block)
  return reader.text(cfg.NOTION_PROPERTY_NAME.password)
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s, 'utf8').digest()

/** Constant-time comparison (hashing first makes the lengths equal). */
export function passwordMatches(given: string, expected: string): boolean {
  if (!expected) return false
  return crypto.timingSafeEqual(sha256(given), sha256(expected))
}

/** How long an unlock cookie works after it was issued (UNLOCK_COOKIE_MAX_AGE_DAYS), in seconds. */
export const unlockMaxAgeSeconds = () => readUnlockCookieDays(process.env) * 24 * 3600

/** A cookie issued up to this far in another instance's future is still taken (clock skew). */
const SKEW_SECONDS = 60

/**
 * The signature of one cookie: the article, when it was issued, the visitor's random nonce and
 * the password's hash. The nonce makes every visitor's cookie different (one leaked cookie is
 * not everyone's, and it expires on its own); the hash makes a password change end them all.
 */
function signature(postId: string, password: string, issued: number, nonce: string): string {
  return crypto
    .createHmac('sha256', serverSecret())
    .update(`leafpress-unlock\n${postId}\n${issued}\n${nonce}\n`)
    .update(sha256(password))
    .digest('base64url')
}

/**
 * A new cookie value that unlocks `postId` for one visitor while its password stays
 * `password`: `<issued, seconds since the epoch>.<nonce>.<signature>`.
 */
export function unlockToken(postId: string, password: string, now = Date.now()): string {
  const issued = Math.floor(now / 1000)
  const nonce = crypto.randomBytes(16).toString('base64url')
  return `${issued}.${nonce}.${signature(postId, password, issued, nonce)}`
}

const TOKEN = /^(\d{1,12})\.([\w-]{22})\.([\w-]{43})$/

/**
 * Whether a cookie value unlocks `postId` now: well formed, signed by this server for this
 * article and this password, and issued within UNLOCK_COOKIE_MAX_AGE_DAYS. The one check of
 * every place that opens a locked article (the proxy, the unlocked route).
 */
export function tokenValid(token: string | undefined, postId: string, password: string, now = Date.now()): boolean {
  if (!token || !password) return false
  const m = TOKEN.exec(token)
  if (!m) return false
  const issued = Number(m[1])
  const age = now / 1000 - issued
  if (age < -SKEW_SECONDS || age > unlockMaxAgeSeconds()) return false
  const expected = Buffer.from(signature(postId, password, issued, m[2]))
  const got = Buffer.from(m[3])
  return got.length === expected.length && crypto.timingSafeEqual(got, expected)
}
