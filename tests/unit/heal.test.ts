// Bodies drawn as "unavailable" are retried in the background (lib/site/heal.ts): one loop
// however many pages wait, one failed request a round while the source fails, waits from 0.5 s
// to 1 s, given up after 5 minutes, at most 100 pages; the content tags of the bodies that
// loaded are handed on to expire. With the article loader (lib/site/data.ts): a page drawn with
// the notice is retried through the process's store, and its tag is handed on once the body loads.
import { afterAll, describe, expect, it } from 'vitest'
import { BodyHealer } from '@/lib/site/heal'
import { postTag } from '@/lib/freshness/tags'
import { getArticle, getSubArticle } from '@/lib/site/data'
import { DataUnavailableError, WorkspaceStore } from '@/lib/workspace/store'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import type { SubPage } from '@/lib/site/sub-pages'
import { SAMPLE_DIR, sampleSite, sampleSubPages } from '../support/sample'
import { replaceSingleton } from '@/lib/process/singletons'
import { useStore } from '../support/singletons'

/** A healer on a clock that only moves when it sleeps. */
function testHealer() {
  let now = 0
  const sleeps: number[] = []
  const healed: string[][] = []
  const log: string[] = []
  const healer = new BodyHealer({
    healed: (paths) => healed.push(paths),
    now: () => now,
    sleep: async (ms) => {
      sleeps.push(ms)
      now += ms
      await new Promise((r) => setImmediate(r))
    },
    log: (m) => log.push(m),
  })
  return { healer, sleeps, healed, log, now: () => now }
}

const unavailable = () => new DataUnavailableError('Notion answered 500')

describe('BodyHealer', () => {
  it('retries a page until its body loads, then hands on its path; a page waiting is not added twice', async () => {
    const t = testHealer()
    let failures = 3
    let loads = 0
    const load = async () => {
      loads++
      if (failures-- > 0) throw unavailable()
    }
    t.healer.retry('a', '/article/a', load)
    t.healer.retry('a', '/article/a', load)
    await t.healer.settled()
    expect(loads).toBe(4)
    expect(t.healed).toEqual([['/article/a']])
    expect(t.sleeps).toEqual([500, 1000, 1000, 1000])
    expect(t.healer.size).toBe(0)
  })

  it('while the source fails: one request a round, whatever the number of pages; once it answers, all of them', async () => {
    const t = testHealer()
    let down = true
    const loads: string[] = []
    const load = (id: string) => async () => {
      loads.push(id)
      if (down) throw unavailable()
    }
    for (const id of ['a', 'b', 'c']) t.healer.retry(id, `/article/${id}`, load(id))
    // 30 rounds of failures (about 30 s)
    while (t.sleeps.length < 30) await new Promise((r) => setImmediate(r))
    down = false
    await t.healer.settled()
    const failed = loads.length - 3
    expect(failed).toBeGreaterThanOrEqual(29)
    expect(failed).toBeLessThanOrEqual(31) // one a round, the pages in turn
    expect(new Set(loads.slice(0, 3))).toEqual(new Set(['a', 'b', 'c']))
    expect(t.healed.flat().sort()).toEqual(['/article/a', '/article/b', '/article/c'])
    expect(Math.max(...t.sleeps)).toBe(1000)
  })

  it('gives a page up after 5 minutes, and takes it again when it is drawn without its body again', async () => {
    const t = testHealer()
    let loads = 0
    const failing = async () => {
      loads++
      throw unavailable()
    }
    t.healer.retry('a', '/article/a', failing)
    await t.healer.settled()
    expect(t.now()).toBeGreaterThanOrEqual(5 * 60_000)
    expect(t.now()).toBeLessThan(5 * 60_000 + 2_000)
    expect(loads).toBeLessThanOrEqual(301)
    expect(t.log.join('\n')).toMatch(/body of a still unavailable after 5 minutes/)
    expect(t.healed).toEqual([])
    t.healer.retry('a', '/article/a', async () => {})
    await t.healer.settled()
    expect(t.healed).toEqual([['/article/a']])
  })

  it('holds at most 100 pages; an error other than the source failing is not retried', async () => {
    const t = testHealer()
    let down = true
    for (let i = 0; i < 150; i++) t.healer.retry(`p${i}`, `/article/p${i}`, async () => { if (down) throw unavailable() })
    expect(t.healer.size).toBe(100)
    down = false
    await t.healer.settled()
    expect(t.healed.flat()).toHaveLength(100)

    let loads = 0
    t.healer.retry('bug', '/article/bug', async () => {
      loads++
      throw new TypeError('a bug, not an outage')
    })
    await t.healer.settled()
    expect(loads).toBe(1)
    expect(t.log.join('\n')).toMatch(/body of bug: not retried after a bug, not an outage/)
  })
})

describe('the article loader with the healer', () => {
  const restore: Array<() => void> = []
  afterAll(() => restore.reverse().forEach((undo) => undo()))

  it('an article and a sub-page drawn without their body are loaded once the source answers, and their content tags handed on', async () => {
    const snapshot = new SnapshotSource(SAMPLE_DIR)
    let failing = true
    const store = new WorkspaceStore(
      {
        kind: 'flaky',
        getDatabase: () => snapshot.getDatabase(),
        getPage: async (id: string) => {
          if (failing) throw Object.assign(new Error('Notion answered 500'), { status: 500 })
          return snapshot.getPage(id)
        },
      },
      { ttlMs: 30_000, log: () => {} },
    )
    restore.push(useStore(store))
    const healed: string[][] = []
    const healer = new BodyHealer({ healed: (p) => healed.push(p), sleep: (ms) => new Promise((r) => setTimeout(r, ms / 50)), log: () => {} })
    const was = replaceSingleton('healer', healer)
    restore.push(() => replaceSingleton('healer', was))

    const site = sampleSite()
    const post = site.posts[4]
    expect((await getArticle(site, post, true)).bodyUnavailable).toBe(true)
    const { kitchen, veg } = sampleSubPages()
    const sub: SubPage = { ...veg, root: kitchen, edition: '', trail: [{ title: kitchen.title, href: kitchen.href }] }
    expect((await getSubArticle(sub, true)).bodyUnavailable).toBe(true)
    expect(healer.size).toBe(2)
    // a locked article not unlocked loads nothing, so nothing waits for it
    const locked = site.posts.find((p) => p.locked)!
    expect((await getArticle(site, locked, false)).bodyUnavailable).toBeFalsy()
    expect(healer.size).toBe(2)

    await new Promise((r) => setTimeout(r, 100))
    expect(healer.size).toBe(2) // still failing
    failing = false
    await healer.settled()
    expect(healed.flat().sort()).toEqual([postTag(post.id), postTag(sub.id)].sort())
    // held now: the next render has the body without asking the source
    failing = true
    expect((await getArticle(site, post, true)).blockMap).not.toBeNull()
    expect((await getSubArticle(sub, true)).blockMap).not.toBeNull()
  })
})
