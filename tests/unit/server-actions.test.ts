// Requests Next would take for Server Action calls are refused by the proxy and counted in one
// log line a minute at most (lib/security/server-actions.ts). Issue #38.
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { actionRefused, RefusalTally, serverActionCall } from '@/lib/security/server-actions'

const ROOT = path.resolve(__dirname, '../..')

/** A clock the test moves: timers run when it passes their time. */
function fakeClock() {
  let now = 0
  const timers: Array<{ at: number; fn: () => void }> = []
  return {
    now: () => now,
    later: (fn: () => void, ms: number) => void timers.push({ at: now + ms, fn }),
    advance(ms: number) {
      const end = now + ms
      for (;;) {
        timers.sort((a, b) => a.at - b.at)
        if (!timers.length || timers[0].at > end) break
        const t = timers.shift()!
        now = t.at
        t.fn()
      }
      now = end
    },
  }
}

describe('RefusalTally', () => {
  it('a flood: the first refusal logged at once, the rest summed up a minute later, one line a minute while it lasts', () => {
    const clock = fakeClock()
    const lines: string[] = []
    const tally = new RefusalTally((l) => lines.push(l), clock.later)
    for (let i = 0; i < 200; i++) tally.refused()
    expect(lines).toEqual(['[leafpress] refused 1 server-action request with unknown ids in the last minute (this site has no Server Actions)'])
    clock.advance(59_999)
    expect(lines).toHaveLength(1)
    clock.advance(1)
    expect(lines[1]).toMatch(/^\[leafpress\] refused 199 server-action requests with unknown ids in the last minute/)
    // still going: 50 more in the next minute, one line for them
    for (let i = 0; i < 50; i++) tally.refused()
    clock.advance(60_000)
    expect(lines).toHaveLength(3)
    expect(lines[2]).toContain('refused 50 server-action requests')
    // a quiet minute ends the tally; the next refusal is news again, logged at once
    clock.advance(60_000)
    expect(lines).toHaveLength(3)
    clock.advance(10 * 60_000)
    tally.refused()
    expect(lines).toHaveLength(4)
    expect(lines[3]).toContain('refused 1 server-action request ')
  })

  it('never two lines within a minute, however the refusals fall, and every refusal counted once', () => {
    const clock = fakeClock()
    const at: number[] = []
    let counted = 0
    const tally = new RefusalTally((l) => {
      at.push(clock.now())
      counted += Number(/refused (\d+)/.exec(l)![1])
    }, clock.later)
    for (let i = 0; i < 2_000; i++) {
      clock.advance((i * 7919) % 90_000) // irregular gaps, up to a minute and a half
      tally.refused()
    }
    clock.advance(120_000)
    expect(at.length).toBeGreaterThan(100)
    for (let i = 1; i < at.length; i++) expect(at[i] - at[i - 1]).toBeGreaterThanOrEqual(60_000)
    expect(counted).toBe(2_000)
  })
})

describe('which requests are Server Action calls', () => {
  const h = (o: Record<string, string>) => new Headers(o)
  it('a POST naming an action anywhere; a multipart POST anywhere but the status page; nothing else', () => {
    const multipart = h({ 'content-type': 'multipart/form-data; boundary=x' })
    expect(serverActionCall('POST', h({ 'next-action': 'deadbeef'.repeat(5) }), '/')).toBe(true)
    expect(serverActionCall('POST', h({ 'next-action': 'x' }), '/api/unlock')).toBe(true)
    expect(serverActionCall('POST', h({ 'next-action': 'x' }), '/status')).toBe(true)
    // pages, and addresses Next answers with its not-found page (an unknown endpoint too)
    for (const path of ['/archive', '/article/x', '/api/nothing', '/_next/nothing']) expect(serverActionCall('POST', multipart, path), path).toBe(true)
    // the status page reads its own form
    expect(serverActionCall('POST', multipart, '/status')).toBe(false)
    expect(serverActionCall('POST', h({ 'content-type': 'application/x-www-form-urlencoded' }), '/archive')).toBe(false)
    expect(serverActionCall('POST', h({ 'content-type': 'application/json' }), '/api/unlock')).toBe(false)
    expect(serverActionCall('GET', h({ 'next-action': 'x' }), '/')).toBe(false)
  })

  it('is answered 404, uncached, with the header a Next client knows', async () => {
    const res = actionRefused()
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('x-nextjs-action-not-found')).toBe('1')
  })

  it('Leafpress defines no Server Action: every action id is unknown (add one, and the proxy must let it through)', () => {
    const found: string[] = []
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name)
        if (e.isDirectory()) walk(p)
        else if (/\.(ts|tsx|js|mjs)$/.test(e.name) && /['"]use server['"]/.test(fs.readFileSync(p, 'utf8'))) found.push(path.relative(ROOT, p))
      }
    }
    for (const dir of ['app', 'lib', 'themes']) walk(path.join(ROOT, dir))
    // this file's own check is in lib/security, which names the directive in a comment only
    expect(found.filter((f) => f !== 'lib/security/server-actions.ts')).toEqual([])
  })
})
