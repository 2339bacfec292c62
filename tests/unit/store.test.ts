import { describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { countRows, DataUnavailableError, WorkspaceStore } from '@/lib/workspace/store'
import type { WorkspaceSource } from '@/lib/workspace/types'
import { markPartial } from '@/lib/workspace/partial'
import { db } from '../support/databases'

function fakeSource(impl: Partial<WorkspaceSource>): WorkspaceSource {
  return { kind: 'fake', getDatabase: vi.fn(), getPage: vi.fn(), ...impl } as WorkspaceSource
}

describe('WorkspaceStore', () => {
  it('merges concurrent loads of the database into one call', async () => {
    const getDatabase = vi.fn(async () => db(3))
    const store = new WorkspaceStore(fakeSource({ getDatabase }), { ttlMs: 30_000, log: () => {} })
    const [a, b, c] = await Promise.all([store.getDatabase(), store.getDatabase(), store.getDatabase()])
    expect(getDatabase).toHaveBeenCalledTimes(1)
    expect(a).toBe(b)
    expect(b).toBe(c)
  })

  it('serves cached data while fresh and refreshes after the ttl', async () => {
    let now = 0
    const getDatabase = vi.fn(async () => db(3, `t${now}`))
    const store = new WorkspaceStore(fakeSource({ getDatabase }), { ttlMs: 30_000, now: () => now, log: () => {} })
    const first = await store.getDatabase()
    now = 10_000
    expect(await store.getDatabase()).toBe(first)
    now = 31_000
    const second = await store.getDatabase()
    expect(second).not.toBe(first)
    expect(getDatabase).toHaveBeenCalledTimes(2)
  })

  it('keeps the last good data when a refresh fails, and logs why', async () => {
    let now = 0
    const log = vi.fn()
    let fail = false
    const getDatabase = vi.fn(async () => {
      if (fail) throw Object.assign(new Error('Too Many Requests'), { status: 429 })
      return db(5, `t${now}`)
    })
    const store = new WorkspaceStore(fakeSource({ getDatabase }), { ttlMs: 30_000, now: () => now, log })
    const good = await store.getDatabase()
    fail = true
    now = 40_000
    expect(await store.getDatabase()).toBe(good)
    expect(log.mock.calls.join('\n')).toMatch(/database failed \(status 429\)/)
    // the failure is not cached: once the source recovers, new data arrives
    fail = false
    now = 80_000
    const fresh = await store.getDatabase()
    expect(fresh).not.toBe(good)
  })

  it('keeps the database object held when a refresh brings the same data (one data version)', async () => {
    let now = 0
    let tag = 'a'
    const getDatabase = vi.fn(async () => db(4, tag))
    const store = new WorkspaceStore(fakeSource({ getDatabase }), { ttlMs: 1000, now: () => now, log: () => {} })
    const first = await store.getDatabase()
    now = 5000
    expect(await store.getDatabase()).toBe(first)
    expect(getDatabase).toHaveBeenCalledTimes(2)
    tag = 'b'
    now = 10_000
    const changed = await store.getDatabase()
    expect(changed).not.toBe(first)
    expect(countRows(changed)).toBe(4)
  })

  it('does not accept an empty database where there were rows', async () => {
    let now = 0
    let rows = 4
    const store = new WorkspaceStore(fakeSource({ getDatabase: async () => db(rows) }), { ttlMs: 1000, now: () => now, log: () => {} })
    const good = await store.getDatabase()
    rows = 0
    now = 5000
    expect(countRows(await store.getDatabase())).toBe(4)
    expect(await store.getDatabase()).toBe(good)
    expect(store.status().lastError).toMatch(/0 rows/)
  })

  it('answers DataUnavailableError when nothing was ever loaded', async () => {
    const store = new WorkspaceStore(fakeSource({ getDatabase: async () => { throw new Error('ECONNREFUSED') } }), { ttlMs: 1000, log: () => {} })
    await expect(store.getDatabase()).rejects.toBeInstanceOf(DataUnavailableError)
  })

  it('fetches a page again only when its last-edited time changed', async () => {
    const page = (t: number) => ({ block: { 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa': { role: 'reader', value: { id: 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa', type: 'page', last_edited_time: t } } } }) as unknown as ExtendedRecordMap
    let version = 100
    const getPage = vi.fn(async () => page(version))
    const store = new WorkspaceStore(fakeSource({ getPage }), { ttlMs: 1000, log: () => {} })
    const id = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'
    await store.getPage(id, 100)
    await store.getPage(id, 100)
    await store.getPage(id, 50)
    expect(getPage).toHaveBeenCalledTimes(1)
    version = 200
    await store.getPage(id, 200)
    expect(getPage).toHaveBeenCalledTimes(2)
  })

  it('shows a partial page (a view that may load later) but asks again after the ttl and never shares it', async () => {
    const id = 'aaaaaaaa-aaaa-aaaa-aaaa-aaaaaaaaaaaa'
    const page = () => ({ block: { [id]: { role: 'reader', value: { id, type: 'page', last_edited_time: 100 } } } }) as unknown as ExtendedRecordMap
    let partial = true
    const getPage = vi.fn(async () => (partial ? markPartial(page()) : page()))
    const shared = { get: vi.fn(async () => null), set: vi.fn(async () => {}), claim: async () => true }
    let now = 0
    const store = new WorkspaceStore(fakeSource({ getPage }), { ttlMs: 1000, now: () => now, log: () => {}, shared })
    await store.getPage(id, 100)
    await store.getPage(id, 100)
    expect(getPage).toHaveBeenCalledTimes(1)
    expect(shared.set).not.toHaveBeenCalled()
    partial = false
    now = 1500
    await store.getPage(id, 100)
    expect(getPage).toHaveBeenCalledTimes(2)
    expect(shared.set).toHaveBeenCalledTimes(1)
    now = 5000
    await store.getPage(id, 100)
    expect(getPage).toHaveBeenCalledTimes(2)
  })
})

describe('WorkspaceStore.getDatabaseNow (the request path: never waits once data was loaded)', () => {
  /** A source whose database answers only when the test says so. */
  function slowSource() {
    const pending: Array<(v: ExtendedRecordMap) => void> = []
    let failNext = false
    const getDatabase = vi.fn(
      () =>
        new Promise<ExtendedRecordMap>((resolve, reject) => {
          if (failNext) return reject(Object.assign(new Error('Bad Gateway'), { status: 502 }))
          pending.push(resolve)
        }),
    )
    return {
      source: fakeSource({ getDatabase }),
      getDatabase,
      /** answers the load in flight (it reaches the source after the shared cache's miss) */
      answer: async (v: ExtendedRecordMap) => {
        await vi.waitFor(() => expect(pending.length).toBeGreaterThan(0))
        pending.shift()!(v)
      },
      failNext: () => (failNext = true),
    }
  }
  /** True when `p` has settled after pending microtasks ran: no timer, no source answer needed. */
  const settledAtOnce = async (p: Promise<unknown>) => {
    let settled = false
    p.then(() => (settled = true), () => (settled = true))
    for (let i = 0; i < 10; i++) await Promise.resolve()
    return settled
  }

  it('waits for the first load only, then answers with what it holds while a slow refresh runs', async () => {
    let now = 0
    const s = slowSource()
    const store = new WorkspaceStore(s.source, { ttlMs: 1000, now: () => now, log: () => {} })
    const first = store.getDatabaseNow()
    expect(await settledAtOnce(first)).toBe(false) // nothing held: it waits
    const v1 = db(3, 'one')
    await s.answer(v1)
    expect(await first).toBe(v1)

    now = 1500 // stale: the next reads answer at once and one refresh starts
    const reads = [store.getDatabaseNow(), store.getDatabaseNow(), store.getDatabaseNow()]
    for (const r of reads) expect(await settledAtOnce(r)).toBe(true)
    for (const r of reads) expect(await r).toBe(v1)
    expect(s.getDatabase).toHaveBeenCalledTimes(2)

    // getDatabase (page rendering) shares that refresh rather than starting another
    const rendering = store.getDatabase()
    const v2 = db(3, 'two')
    await s.answer(v2)
    expect(await rendering).toBe(v2)
    expect(await store.getDatabaseNow()).toBe(v2)
    expect(s.getDatabase).toHaveBeenCalledTimes(2)
  })

  it('keeps answering the last good data when the background refresh fails', async () => {
    let now = 0
    const log = vi.fn()
    const s = slowSource()
    const store = new WorkspaceStore(s.source, { ttlMs: 1000, now: () => now, log })
    const loading = store.getDatabaseNow()
    const v1 = db(2)
    await s.answer(v1)
    await loading
    s.failNext()
    now = 2000
    expect(await store.getDatabaseNow()).toBe(v1)
    await vi.waitFor(() => expect(log.mock.calls.join('\n')).toMatch(/workspace refresh failed/))
    expect(await store.getDatabaseNow()).toBe(v1)
  })

  it('fails with DataUnavailableError when nothing was ever loaded', async () => {
    const store = new WorkspaceStore(fakeSource({ getDatabase: async () => { throw new Error('ECONNREFUSED') } }), { ttlMs: 1000, log: () => {} })
    await expect(store.getDatabaseNow()).rejects.toBeInstanceOf(DataUnavailableError)
  })
})
