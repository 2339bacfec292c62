// What readers see while Notion fails: the real web source (throttled, as in production) against
// the local Notion-compatible server injecting 429s, 500s, timeouts, malformed bodies, empty
// databases and latency. The store must never answer an empty list or lose an article, and must
// show new content once Notion recovers.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite, findByPath, urlForId } from '@/lib/site/site'
import { NotionWebSource } from '@/lib/workspace/notion-web-source'
import { getBlock } from '@/lib/workspace/records'
import { WorkspaceStore } from '@/lib/workspace/store'
import { throttled } from '@/lib/workspace/throttle'
import type { WorkspaceSource } from '@/lib/workspace/types'
import { startNotionServer, universeFromSnapshot, type Fault, type NotionServer } from '../support/notion-server'

const SAMPLE = path.resolve(__dirname, '../../content/sample')
const ROOT = JSON.parse(fs.readFileSync(path.join(SAMPLE, 'snapshot.json'), 'utf8')).rootPageId as string
const config = loadConfig(blogConfig, {})
const TTL = 30_000

const servers: NotionServer[] = []
afterAll(() => Promise.all(servers.map((s) => s.close())))

async function setup(opts: { graceMs?: number } = {}) {
  const server = await startNotionServer(universeFromSnapshot(SAMPLE))
  servers.push(server)
  const web = new NotionWebSource({ databasePageId: ROOT, apiBaseUrl: server.apiBaseUrl, timeoutMs: 1_000 })
  // as in production, with a short retry so a 429 test takes about a second
  const source = throttled(web, { ratePerSecond: 100, maxInFlight: 3, maxAttempts: 2, baseDelayMs: 50 })
  let now = 1_000_000
  const logs: string[] = []
  const store = new WorkspaceStore(source, { ttlMs: TTL, graceMs: opts.graceMs ?? 2_000, now: () => now, log: (m) => logs.push(m) })
  return { server, store, logs, advance: (ms: number) => (now += ms) }
}

const site = (db: ExtendedRecordMap) => buildSite(db, config)
const titleOf = (rm: ExtendedRecordMap, id: string) => JSON.stringify(getBlock(rm, id)?.properties?.title)
const firstTextOf = (rm: ExtendedRecordMap, id: string) => {
  const first = getBlock(rm, id)?.content?.find((c) => getBlock(rm, c)?.type === 'text')
  return first ? JSON.stringify(getBlock(rm, first)?.properties?.title) : ''
}

/** Edits a post in the universe as an author would: a new title, new text, a new last-edited time. */
function editPost(server: NotionServer, id: string, words: string) {
  const page = server.universe.block[id].value
  const text = page.content.find((c: string) => server.universe.block[c]?.value.type === 'text')
  page.properties.title = [[`${words} (title)`]]
  server.universe.block[text].value.properties.title = [[`${words} (body)`]]
  page.last_edited_time += 60_000
}

describe.each<Fault>(['429', '500', 'timeout', 'malformed', 'empty'])('while Notion answers %s', (fault) => {
  it('readers keep every list and article, and get the new content once Notion recovers', async () => {
    const { server, store, logs, advance } = await setup()
    const before = site(await store.getDatabase())
    expect(before.posts.length).toBeGreaterThan(20)
    const pages = new Map<string, ExtendedRecordMap>()
    for (const post of before.allPages) pages.set(post.id, await store.getPage(post.id, post.lastEditedDate))

    server.setFault(fault)
    advance(TTL + 1)
    const during = site(await store.getDatabase())
    expect(during.posts.map((p) => p.href)).toEqual(before.posts.map((p) => p.href))
    expect(during.tags).toEqual(before.tags)
    expect(during.categories).toEqual(before.categories)
    for (const post of before.allPages) {
      expect(findByPath(during, post.href)?.id).toBe(post.id)
      const rm = await store.getPage(post.id, post.lastEditedDate)
      expect(rm).toBe(pages.get(post.id))
    }
    expect(logs.join('\n')).toMatch(/workspace refresh failed \(notion-web\)/)

    // Notion recovers; an author edits a post meanwhile.
    server.setFault('none')
    const target = before.posts[0]
    editPost(server, toDashed(target.id), 'Edited after the outage')
    advance(TTL + 1)
    const after = site(await store.getDatabase())
    const edited = after.byId.get(target.id)!
    expect(edited.title).toBe('Edited after the outage (title)')
    expect(edited.lastEditedDate).toBeGreaterThan(target.lastEditedDate)
    const rm = await store.getPage(edited.id, edited.lastEditedDate)
    expect(firstTextOf(rm, toDashed(target.id))).toContain('Edited after the outage (body)')
    expect(after.posts.length).toBe(before.posts.length)
  }, 20_000)
})

const toDashed = (id: string) => `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`

describe('an article edited while Notion fails', () => {
  it('stays readable in its last good version, and updates once Notion answers', async () => {
    const { server, store, advance } = await setup()
    const before = site(await store.getDatabase())
    const post = before.posts[1]
    const id = toDashed(post.id)
    const old = await store.getPage(post.id, post.lastEditedDate)
    editPost(server, id, 'Second version')
    advance(TTL + 1)
    const fresh = site(await store.getDatabase()).byId.get(post.id)!
    expect(fresh.lastEditedDate).toBeGreaterThan(post.lastEditedDate)

    server.setFault('500')
    expect(await store.getPage(post.id, fresh.lastEditedDate)).toBe(old)
    server.setFault('timeout')
    expect(await store.getPage(post.id, fresh.lastEditedDate)).toBe(old)
    server.setFault('none')
    const now = await store.getPage(post.id, fresh.lastEditedDate)
    expect(titleOf(now, id)).toContain('Second version')
  })
})

describe('a slow Notion', () => {
  it('answers readers from the last good data within the grace time, then with the fresh data', async () => {
    const { server, store, advance } = await setup({ graceMs: 100 })
    const before = await store.getDatabase()
    server.setLatency(250) // per request, under the source's timeout
    editPost(server, toDashed(site(before).posts[0].id), 'Slow edit')
    advance(TTL + 1)
    const t0 = Date.now()
    expect(await store.getDatabase()).toBe(before)
    expect(Date.now() - t0).toBeLessThan(240)
    await store.refresh()
    expect(site(await store.getDatabase()).posts[0].title).toBe('Slow edit (title)')
  })
})

describe('ids that are not of this workspace', () => {
  it('never reach Notion: not through page lookups, not through image signing', async () => {
    const { server, store } = await setup()
    const spy: WorkspaceSource = store.source
    const getPage = vi.spyOn(spy, 'getPage')
    const sign = vi.spyOn(spy, 'signFileUrl' as never)
    const current = site(await store.getDatabase())
    const random = 'f00dfeedf00dfeedf00dfeedf00dfeed'
    expect(findByPath(current, `/${random}`)).toBeNull()
    expect(urlForId(current, random)).toBeNull()
    expect(await store.signFileUrl('attachment:abc:cat.png', { id: random, table: 'block' })).toBeNull()
    expect(getPage).not.toHaveBeenCalled()
    expect(sign).not.toHaveBeenCalled()
    expect(server.calls.some((c) => JSON.stringify(c.body).includes('f00dfeed'))).toBe(false)
    // a block the store holds is signed through the source
    const row = current.posts[0].id
    expect(await store.signFileUrl('attachment:abc:cat.png', { id: row, table: 'block' })).toContain('signed=1')
    expect(server.calls.at(-1)?.endpoint).toBe('getSignedFileUrls')
  })
})

// --- the on-demand refresh endpoint ---------------------------------------------------------

// the store publishes what its refresh changed (lib/freshness/publish.ts, unit-tested apart):
// the endpoint only asks every language's store to read its database from the source
const hoisted = vi.hoisted(() => ({
  store: { refresh: async () => undefined, status: () => ({ loaded: true, loadedAt: 0, lastError: undefined as string | undefined }) },
}))
vi.mock('@/lib/workspace', () => ({ getStore: () => hoisted.store }))

describe('POST /api/revalidate', () => {
  const SECRET = 'a-long-enough-webhook-secret'
  // a site of one language: one store (the mock's) to refresh
  beforeEach(() => vi.stubEnv('LEAFPRESS_SNAPSHOT_DIR', 'content/sample'))
  afterEach(() => vi.unstubAllEnvs())
  const post = async (init: { url?: string; auth?: string } = {}) => {
    const { POST } = await import('@/app/api/revalidate/route')
    return POST(new Request(init.url ?? 'http://site.test/api/revalidate', { method: 'POST', headers: init.auth ? { authorization: init.auth } : {} }))
  }

  it('does not exist without LEAFPRESS_REVALIDATE_SECRET', async () => {
    vi.stubEnv('LEAFPRESS_REVALIDATE_SECRET', '')
    expect((await post({ auth: `Bearer ${SECRET}` })).status).toBe(404)
  })

  it('answers 401 to a missing or wrong secret, without refreshing', async () => {
    vi.stubEnv('LEAFPRESS_REVALIDATE_SECRET', SECRET)
    const refresh = vi.spyOn(hoisted.store, 'refresh')
    expect((await post()).status).toBe(401)
    expect((await post({ auth: `Bearer ${SECRET}x` })).status).toBe(401)
    expect((await post({ url: 'http://site.test/api/revalidate?secret=nope' })).status).toBe(401)
    expect(refresh).not.toHaveBeenCalled()
  })

  it('reads the database from the source again for a Bearer or ?secret= caller', async () => {
    vi.stubEnv('LEAFPRESS_REVALIDATE_SECRET', SECRET)
    const refresh = vi.spyOn(hoisted.store, 'refresh')
    const res = await post({ auth: `Bearer ${SECRET}` })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ok: true })
    expect((await post({ url: `http://site.test/api/revalidate?secret=${SECRET}` })).status).toBe(200)
    expect(refresh).toHaveBeenCalledTimes(2)
  })

  it('says so when Notion failed (the last good data stays)', async () => {
    vi.stubEnv('LEAFPRESS_REVALIDATE_SECRET', SECRET)
    vi.spyOn(hoisted.store, 'status').mockReturnValue({ loaded: true, loadedAt: 0, lastError: 'status 500' })
    const res = await post({ auth: `Bearer ${SECRET}` })
    expect(res.status).toBe(502)
    expect(await res.json()).toMatchObject({ ok: false, error: 'status 500' })
  })
})
