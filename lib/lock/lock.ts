// The article lock. The password lives only in the workspace data on the server: it is read
// here, compared in constant time, and turned into a signed, per-article cookie whose value
// changes when the password changes in Notion. Nothing of it reaches the browser.
import crypto from 'node:crypto'
import type { ExtendedRecordMap } from 'notion-types'
import type { SiteConfig } from '@/lib/config'
import { indexSchema, RowReader } from '@/lib/site/properties'
import { readDatabase } from '@/lib/site/properties'
import { getBlock, toUuid } from '@/lib/workspace/records'
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

/** The cookie value that unlocks `postId` while its password stays `password`. */
export function unlockToken(postId: string, password: string): string {
  return crypto
    .createHmac('sha256', serverSecret())
    .update(`${postId}\n`)
    .update(sha256(password))
    .digest('base64url')
}

export function tokenValid(token: string | undefined, postId: string, password: string): boolean {
  if (!token || !password) return false
  const expected = Buffer.from(unlockToken(postId, password))
  const got = Buffer.from(token)
  return got.length === expected.length && crypto.timingSafeEqual(got, expected)
}
