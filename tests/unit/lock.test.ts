import { describe, expect, it } from 'vitest'
import { passwordMatches, passwordOf, tokenValid, unlockToken } from '@/lib/lock/lock'
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
    expect(tokenValid(token.slice(1), LOCKED, 'leafpress-2024')).toBe(false)
  })
})
