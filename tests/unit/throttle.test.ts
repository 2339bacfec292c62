// The Notion throttle: rate, requests in flight, merging of identical requests, 429 handling.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionWebSource } from '@/lib/workspace/notion-web-source'
import { countRows } from '@/lib/workspace/store'
import { parseRetryAfter, RateLimitedError, Throttle, throttled, throttledFetch } from '@/lib/workspace/throttle'
import type { WorkspaceSource } from '@/lib/workspace/types'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'

const SAMPLE = path.resolve(__dirname, '../../content/sample')
const servers: NotionServer[] = []
afterAll(() => Promise.all(servers.map((s) => s.close())))

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms))
/** A clock that sleeping advances, so retry waits are recorded instead of waited. */
function fakeClock() {
  const waits: number[] = []
  let t = 0
  return { waits, now: () => t, sleep: async (ms: number) => void (waits.push(ms), (t += ms)) }
}

const limited = (retryAfter?: string) =>
  Object.assign(new Error('Too Many Requests'), { status: 429, response: { headers: new Headers(retryAfter ? { 'retry-after': retryAfter } : {}) } })

describe('Throttle', () => {
  it('starts at most ratePerSecond requests a second after the first burst', async () => {
    const throttle = new Throttle({ ratePerSecond: 20, maxInFlight: 100 })
    const t0 = performance.now()
    const starts: number[] = []
    await Promise.all(Array.from({ length: 30 }, () => throttle.run(null, async () => void starts.push(performance.now() - t0))))
    starts.sort((a, b) => a - b)
    // a burst of 20, then one every 50 ms
    expect(starts[19]).toBeLessThan(40)
    for (let i = 20; i < 30; i++) expect(starts[i]).toBeGreaterThanOrEqual((i - 19) * 50 - 5)
    expect(starts[29]).toBeLessThan(11 * 50 + 150)
  })

  it('keeps at most maxInFlight requests running', async () => {
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3 })
    let running = 0
    let peak = 0
    const task = async () => {
      peak = Math.max(peak, ++running)
      await tick(15)
      running--
    }
    await Promise.all(Array.from({ length: 12 }, () => throttle.run(null, task)))
    expect(peak).toBe(3)
  })

  it('runs identical requests in flight once and shares the answer; later ones run again', async () => {
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3 })
    const task = vi.fn(async () => {
      await tick(10)
      return { at: Date.now() }
    })
    const [a, b, c] = await Promise.all([throttle.run('k', task), throttle.run('k', task), throttle.run('other', task)])
    expect(a).toBe(b)
    expect(c).not.toBe(a)
    expect(task).toHaveBeenCalledTimes(2)
    await throttle.run('k', task)
    expect(task).toHaveBeenCalledTimes(3)
  })

  it('shares a failure too, and forgets it', async () => {
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3 })
    const task = vi.fn(async () => {
      await tick(5)
      throw new Error('boom')
    })
    const results = await Promise.allSettled([throttle.run('k', task), throttle.run('k', task)])
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected'])
    expect(task).toHaveBeenCalledTimes(1)
    await expect(throttle.run('k', task)).rejects.toThrow('boom')
    expect(task).toHaveBeenCalledTimes(2)
  })

  it('retries a 429 after the Retry-After Notion asked for, plus jitter', async () => {
    const { waits, now, sleep } = fakeClock()
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3, now, sleep, random: () => 1 })
    let calls = 0
    const result = await throttle.run(null, async () => {
      if (++calls === 1) throw limited('2')
      return 'ok'
    })
    expect(result).toBe('ok')
    expect(waits).toEqual([2000 * 1.25])
  })

  it('backs off exponentially without Retry-After, and gives up after maxAttempts', async () => {
    const { waits, now, sleep } = fakeClock()
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3, maxAttempts: 4, baseDelayMs: 100, now, sleep, random: () => 0 })
    const task = vi.fn(async () => {
      throw limited()
    })
    await expect(throttle.run(null, task)).rejects.toMatchObject({ status: 429 })
    expect(task).toHaveBeenCalledTimes(4)
    expect(waits).toEqual([100, 200, 400])
  })

  it('does not wait for a Retry-After longer than maxDelayMs, and never retries other errors', async () => {
    const sleep = vi.fn(async () => undefined)
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3, maxDelayMs: 5_000, sleep })
    const long = vi.fn(async () => {
      throw limited('3600')
    })
    await expect(throttle.run(null, long)).rejects.toMatchObject({ status: 429 })
    expect(long).toHaveBeenCalledTimes(1)
    const failing = vi.fn(async () => {
      throw Object.assign(new Error('Internal'), { status: 500 })
    })
    await expect(throttle.run(null, failing)).rejects.toMatchObject({ status: 500 })
    expect(failing).toHaveBeenCalledTimes(1)
    expect(sleep).not.toHaveBeenCalled()
  })

  it('pauses every request, not only the limited one, for the Retry-After', async () => {
    const throttle = new Throttle({ ratePerSecond: Infinity, maxInFlight: 3, baseDelayMs: 10, random: () => 0 })
    const t0 = performance.now()
    let first = true
    const limitedOnce = throttle.run(null, async () => {
      if (first) {
        first = false
        throw new RateLimitedError(300)
      }
    })
    await tick(20)
    let otherStarted = 0
    await throttle.run(null, async () => void (otherStarted = performance.now() - t0))
    await limitedOnce
    expect(otherStarted).toBeGreaterThanOrEqual(290)
  })

  it('parses Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('3')).toBe(3000)
    expect(parseRetryAfter('0.5')).toBe(500)
    expect(parseRetryAfter(new Date(10_000).toUTCString(), 4_000)).toBe(6_000)
    expect(parseRetryAfter('soon')).toBeUndefined()
    expect(parseRetryAfter(null)).toBeUndefined()
  })
})

describe('throttled(source)', () => {
  const rm = (tag: string) => ({ block: {}, tag }) as unknown as ExtendedRecordMap

  it('merges identical calls in flight and meters the rest', async () => {
    const getPage = vi.fn(async (id: string) => {
      await tick(10)
      return rm(id)
    })
    const source: WorkspaceSource = { kind: 'fake', getDatabase: async () => rm('db'), getPage }
    const wrapped = throttled(source, { ratePerSecond: Infinity, maxInFlight: 2 })
    const id = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    const [a, b, c] = await Promise.all([
      wrapped.getPage(id),
      wrapped.getPage('aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'),
      wrapped.getPage('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb'),
    ])
    expect(a).toBe(b)
    expect(c).not.toBe(a)
    expect(getPage).toHaveBeenCalledTimes(2)
    expect(wrapped.kind).toBe('fake')
    expect(wrapped.signFileUrl).toBeUndefined()
  })

  it('gets a real Notion web source through a 429 with Retry-After', async () => {
    const server = await startNotionServer(universeFromSnapshot(SAMPLE))
    servers.push(server)
    const root = JSON.parse(fs.readFileSync(path.join(SAMPLE, 'snapshot.json'), 'utf8')).rootPageId
    const source = throttled(new NotionWebSource({ databasePageId: root, apiBaseUrl: server.apiBaseUrl }), { ratePerSecond: 50, maxInFlight: 3 })
    server.setFault('429', { retryAfter: 1, times: 1 })
    const t0 = Date.now()
    const db = await source.getDatabase()
    expect(countRows(db)).toBeGreaterThan(20)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000)
  })
})

describe('throttledFetch', () => {
  it('turns 429 answers into retries and shares identical GETs in flight', async () => {
    let n = 0
    const fetchImpl = vi.fn(async (url: string) => {
      await tick(10)
      if (url.endsWith('/limited') && n++ === 0) return new Response('{}', { status: 429, headers: { 'retry-after': '0' } })
      return new Response(JSON.stringify({ url }), { status: 200 })
    })
    const f = throttledFetch({ ratePerSecond: Infinity, maxInFlight: 3, baseDelayMs: 1 }, fetchImpl)
    const [a, b] = await Promise.all([f('http://x/a'), f('http://x/a')])
    expect(await a.json()).toEqual({ url: 'http://x/a' })
    expect(await b.json()).toEqual({ url: 'http://x/a' })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const posted = await Promise.all([f('http://x/a', { method: 'POST' }), f('http://x/a', { method: 'POST' })])
    expect(posted.every((r) => r.ok)).toBe(true)
    expect(fetchImpl).toHaveBeenCalledTimes(3)
    const retried = await f('http://x/limited')
    expect(retried.status).toBe(200)
    expect(fetchImpl).toHaveBeenCalledTimes(5)
  })
})
