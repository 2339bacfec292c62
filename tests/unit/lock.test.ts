import { describe, expect, it, vi } from 'vitest'
import { passwordMatches, passwordOf, tokenValid, unlockMaxAgeSeconds, unlockToken } from '@/lib/lock/lock'
import { readSourceSettings, readUnlockCookieDays } from '@/lib/config/deployment'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import fs from 'node:fs'
import path from 'node:path'
import { normalizeRecordMap } from '@/lib/workspace/records'

const db = normalizeRecordMap(JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../content/sample/database.json'), 'utf8')))
const cfg = loadConfig(blogConfig, {})
const LOCKED = '05f7fb0942c24a2f8f732f9d609fac15'

describe('article lock', () => {
  it('reads the password of a locked row, and none for others', () => {
    expect(passwordOf(db, LOCKED, cfg)).toBe('leafpress-2024')
    expect(passwordOf(db, '6204d1b015884a358918eca1cd8ded57', cfg)).toBe('')
  })

  it('compares passwords exactly', () => {
    expect(passwordMatches('leafpress-2024', 'leafpress-2024')).toBe(true)
    expect(passwordMatches('leafpress-2025', 'leafpress-2024')).toBe(false)
    expect(passwordMatches('', '')).toBe(false) // no password: nothing to unlock
  })

  it('signs a token per article that stops working when the password changes', () => {
    const token = unlockToken(LOCKED, 'leafpress-2024')
    expect(token).not.toContain('leafpress')
    expect(tokenValid(token, LOCKED, 'leafpress-2024')).toBe(true)
    expect(tokenValid(token, LOCKED, 'new-password')).toBe(false)
    expect(tokenValid(token, '6204d1b015884a358918eca1cd8ded57', 'leafpress-2024')).toBe(false)
    expect(tokenValid(undefined, LOCKED, 'leafpress-2024')).toBe(false)
    expect(tokenValid(token, LOCKED, '')).toBe(false) // the lock was removed: nothing to unlock
    expect(tokenValid(token.slice(1), LOCKED, 'leafpress-2024')).toBe(false)
  })

  it('gives every visitor a cookie of its own: issue time, random nonce, signature', () => {
    const now = Date.UTC(2025, 0, 1)
    const a = unlockToken(LOCKED, 'leafpress-2024', now)
    const b = unlockToken(LOCKED, 'leafpress-2024', now)
    expect(a).not.toBe(b)
    expect(a).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/)
    expect(a.split('.')[0]).toBe(String(now / 1000))
    expect(a.split('.')[1]).not.toBe(b.split('.')[1])
    expect(tokenValid(a, LOCKED, 'leafpress-2024', now)).toBe(true)
    expect(tokenValid(b, LOCKED, 'leafpress-2024', now)).toBe(true)
  })

  it('expires UNLOCK_COOKIE_MAX_AGE_DAYS after it was issued (30 by default)', () => {
    const day = 24 * 3600_000
    const issued = Date.UTC(2025, 0, 1)
    const token = unlockToken(LOCKED, 'leafpress-2024', issued)
    expect(unlockMaxAgeSeconds()).toBe(30 * 24 * 3600)
    expect(tokenValid(token, LOCKED, 'leafpress-2024', issued + 29 * day)).toBe(true)
    expect(tokenValid(token, LOCKED, 'leafpress-2024', issued + 30 * day)).toBe(true)
    expect(tokenValid(token, LOCKED, 'leafpress-2024', issued + 30 * day + 1000)).toBe(false)
    // issued in the future (beyond a minute of clock skew between instances): not ours
    expect(tokenValid(token, LOCKED, 'leafpress-2024', issued - 30_000)).toBe(true)
    expect(tokenValid(token, LOCKED, 'leafpress-2024', issued - 120_000)).toBe(false)
    vi.stubEnv('UNLOCK_COOKIE_MAX_AGE_DAYS', '2')
    try {
      expect(tokenValid(token, LOCKED, 'leafpress-2024', issued + day)).toBe(true)
      expect(tokenValid(token, LOCKED, 'leafpress-2024', issued + 3 * day)).toBe(false)
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('refuses a cookie whose issue time, nonce or signature was changed, and the old shared format', () => {
    const now = Date.UTC(2025, 0, 1)
    const token = unlockToken(LOCKED, 'leafpress-2024', now)
    const [issued, nonce, sig] = token.split('.')
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1)
    const forged = [
      `${Number(issued) + 86_400}.${nonce}.${sig}`, // made to last a day longer
      `${Number(issued) - 1}.${nonce}.${sig}`,
      `${issued}.${flip(nonce, 3)}.${sig}`,
      `${issued}.${nonce}.${flip(sig, 10)}`,
      `${issued}.${nonce}.${sig}=`,
      `${issued}.${nonce}`,
      sig, // the earlier format: one value for every reader, no issue time
    ]
    for (const f of forged) expect(tokenValid(f, LOCKED, 'leafpress-2024', now), f).toBe(false)
  })

  it('the cookie lifetime is checked with the other settings', () => {
    expect(readUnlockCookieDays({})).toBe(30)
    expect(readUnlockCookieDays({ UNLOCK_COOKIE_MAX_AGE_DAYS: '7' })).toBe(7)
    const problems: string[] = []
    readUnlockCookieDays({ UNLOCK_COOKIE_MAX_AGE_DAYS: '0.5' }, problems)
    readUnlockCookieDays({ UNLOCK_COOKIE_MAX_AGE_DAYS: 'forever' }, problems)
    expect(problems).toHaveLength(2)
    expect(problems[0]).toMatch(/UNLOCK_COOKIE_MAX_AGE_DAYS = "0.5": use a whole number of days/)
    expect(() => readSourceSettings({ UNLOCK_COOKIE_MAX_AGE_DAYS: '-1' })).toThrow(/UNLOCK_COOKIE_MAX_AGE_DAYS/)
  })
})
