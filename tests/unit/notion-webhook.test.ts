// Notion's webhooks: signature, handshake, replays, what an event reads again and which content
// tags that expires (the store publishes its changes: lib/freshness/publish.ts), and one source
// call per burst. The store is the real one over the sample workspace; only the source is
// counted, and what it publishes recorded.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { readNotionWebhookSettings } from '@/lib/config/deployment'
import { actionFor, parseEvent } from '@/lib/notion-webhook/event'
import { combineAnswers, NotionWebhook, type WebhookAnswer } from '@/lib/notion-webhook/handler'
import { refreshAll } from '@/lib/notion-webhook/refresh-all'
import { tagsOfStoreChange } from '@/lib/freshness/publish'
import { listTag, postTag } from '@/lib/freshness/tags'
import { ReplayGuard } from '@/lib/notion-webhook/replay'
import { signBody, verifySignature } from '@/lib/notion-webhook/signature'
import { Coalescer } from '@/lib/notion-webhook/coalesce'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { getBlock, toUuid } from '@/lib/workspace/records'
import { WorkspaceStore } from '@/lib/workspace/store'
import { notionEvent, notionSignature } from '../support/notion-webhook-sender'
import { SAMPLE_DIR, samplePage, sampleSite } from '../support/sample'
import { siteDatabases } from '@/lib/site/site-rows'
import { noteChildren, placeOf } from '@/lib/site/sub-pages'
import { childPagesOf } from '@/lib/site/page-tree'
import { isSiteRecord } from '@/lib/site/site-rows'
import type { Post } from '@/lib/site/types'

const TOKEN = 'secret_0123456789abcdefghijklmnopqrstuv'
const cfg = loadConfig(blogConfig, {})
const siteOf = (() => {
  const memo = new WeakMap<ExtendedRecordMap, SiteIndex>()
  return (db: ExtendedRecordMap) => memo.get(db) ?? (memo.set(db, buildSite(db, cfg)), memo.get(db)!)
})()

describe('signature', () => {
  const body = JSON.stringify(notionEvent({ type: 'page.content_updated', entityId: toUuid('a'.repeat(32)) }))
  it("accepts Notion's signature of the raw body and nothing else", () => {
    expect(signBody(body, TOKEN)).toBe(notionSignature(body, TOKEN))
    expect(verifySignature(body, notionSignature(body, TOKEN), TOKEN)).toBe(true)
    expect(verifySignature(body, notionSignature(body, TOKEN).toUpperCase().replace('SHA256=', 'sha256='), TOKEN)).toBe(true)
    expect(verifySignature(body + ' ', notionSignature(body, TOKEN), TOKEN)).toBe(false)
    expect(verifySignature(body, notionSignature(body, 'secret_another_token_entirely'), TOKEN)).toBe(false)
    expect(verifySignature(body, null, TOKEN)).toBe(false)
    expect(verifySignature(body, 'sha256=abc', TOKEN)).toBe(false)
    expect(verifySignature(body, notionSignature(body, TOKEN).slice(7), TOKEN)).toBe(false)
  })
})

describe('events', () => {
  it('parses the shared fields and says what each type asks of the site', () => {
    const page = toUuid('b'.repeat(32))
    const ev = (type: string) => parseEvent(notionEvent({ type, entityId: page.replace(/-/g, ''), parentId: 'c'.repeat(32) })) as any
    expect(ev('page.content_updated')).toMatchObject({ type: 'page.content_updated', entity: { id: page, type: 'page' }, parentId: toUuid('c'.repeat(32)) })
    for (const t of ['page.content_updated', 'page.properties_updated', 'page.locked', 'page.unlocked']) expect(actionFor(ev(t)).kind, t).toBe('page')
    for (const t of ['page.created', 'page.deleted', 'page.undeleted', 'page.moved']) expect(actionFor(ev(t)).kind, t).toBe('rows')
    for (const t of ['database.schema_updated', 'data_source.content_updated', 'database.deleted']) expect(actionFor(ev(t)).kind, t).toBe('site')
    expect(actionFor(ev('comment.created')).kind).toBe('ignore')
    expect(parseEvent({ id: 'x', type: 'page.created', entity: { id: page, type: 'page' } })).toEqual({ error: 'the event has no ISO 8601 timestamp' })
    expect(parseEvent([])).toMatchObject({ error: expect.any(String) })
  })
})

describe('replay guard', () => {
  it('refuses old, far-future and repeated events, and takes a retry of a failed one', () => {
    const guard = new ReplayGuard(300_000)
    const now = 1_800_000_000_000
    expect(guard.check('a', now - 301_000, now)).toBe('stale')
    expect(guard.check('b', now + 301_000, now)).toBe('stale')
    expect(guard.check('c', now - 10_000, now)).toBe('ok')
    expect(guard.check('c', now - 10_000, now + 1000)).toBe('replayed')
    guard.forget('c')
    expect(guard.check('c', now - 10_000, now + 1000)).toBe('ok')
  })

  it('stays bounded under a flood', () => {
    const guard = new ReplayGuard(300_000, 100)
    for (let i = 0; i < 1000; i++) guard.check(`id${i}`, 0, 0)
    expect((guard as unknown as { seen: Map<string, number> }).seen.size).toBeLessThanOrEqual(100)
  })
})

describe('coalescer', () => {
  it('runs a burst once with every item, and a call during a run again after it', async () => {
    const c = new Coalescer<number, number[]>(20)
    const runs: number[][] = []
    let release!: () => void
    const job = async (items: number[]) => {
      runs.push([...items])
      if (runs.length === 1) await new Promise<void>((r) => (release = r))
      return items
    }
    const burst = [c.run('k', 1, job), c.run('k', 2, job), c.run('k', 3, job)]
    await vi.waitFor(() => expect(runs).toHaveLength(1))
    const late = c.run('k', 4, job)
    release()
    expect(await Promise.all(burst)).toEqual([[1, 2, 3], [1, 2, 3], [1, 2, 3]])
    expect(await late).toEqual([4])
    expect(runs).toEqual([[1, 2, 3], [4]])
  })
})

/** The sample workspace in a real store whose source counts calls and can change a page. */
class WorkspaceStoreFixture {
  readonly snapshot = new SnapshotSource(SAMPLE_DIR)
  db!: ExtendedRecordMap
  edits = new Map<string, string>()
  getPage = vi.fn(async (id: string) => {
    const rm = structuredClone(await this.snapshot.getPage(id))
    const title = this.edits.get(toUuid(id))
    const block = getBlock(rm, toUuid(id)) as any
    if (title && block) {
      block.properties.title = [[title]]
      block.last_edited_time = Date.now()
    }
    return rm
  })
  getDatabase = vi.fn(async () => this.snapshot.getDatabase())
  /** the content tags expired, by the store's change reports and by the handler itself */
  expired: string[][] = []
  readonly store = new WorkspaceStore(
    { kind: 'fake', getDatabase: () => this.getDatabase(), getPage: (id) => this.getPage(id) },
    { ttlMs: 60_000, log: () => {}, onChange: async (change) => void this.expired.push(tagsOfStoreChange({ prefix: '' }, change)) },
  )
  /** every tag expired so far */
  tags(): Set<string> {
    return new Set(this.expired.flat())
  }
  async load() {
    this.db = await this.store.getDatabase()
    return this
  }
}

type HookOptions = Partial<ConstructorParameters<typeof NotionWebhook>[0]>

/** A handler over a fixture's store, with the test's clock and log. */
function webhookFor(fx: WorkspaceStoreFixture, now: () => number, logs: string[], over: HookOptions = {}) {
  return new NotionWebhook({
    token: TOKEN,
    maxAgeMs: 300_000,
    windowMs: 30,
    store: fx.store,
    siteOf,
    subPageOf: (site, id) => placeOf(site, id),
    expire: async (tags) => void fx.expired.push(tags),
    now,
    log: (m) => logs.push(m),
    ...over,
  })
}

describe('NotionWebhook', () => {
  let fx: WorkspaceStoreFixture
  let logs: string[]
  let now: number
  const hook = (over: HookOptions = {}) => webhookFor(fx, () => now, logs, over)
  const send = (h: NotionWebhook, body: unknown, sig?: string | null) => {
    const raw = JSON.stringify(body)
    return h.handle(raw, sig === undefined ? notionSignature(raw, TOKEN) : sig)
  }

  beforeEach(async () => {
    fx = await new WorkspaceStoreFixture().load()
    logs = []
    now = Date.now()
  })
  afterEach(() => vi.restoreAllMocks())

  it('logs the verification token of the handshake for the operator, once', async () => {
    const h = hook({ token: null })
    expect((await send(h, { verification_token: 'secret_handshake_token_123' }, null)).status).toBe(200)
    await send(h, { verification_token: 'secret_handshake_token_123' }, null)
    expect(logs.join('\n').match(/secret_handshake_token_123/g)).toHaveLength(1)
    expect(logs[0]).toMatch(/NOTION_WEBHOOK_SECRET/)
    // events before the token is set are refused, with the reason
    const res = await send(h, notionEvent({ type: 'page.content_updated', entityId: fx.db && siteOf(fx.db).posts[0].id }))
    expect(res.status).toBe(401)
    expect(String(res.body.error)).toMatch(/NOTION_WEBHOOK_SECRET/)
  })

  it('logs no handshake token once a secret is set: one line says it was ignored', async () => {
    const h = hook() // NOTION_WEBHOOK_SECRET set
    for (const token of ['secret_from_a_stranger_1', 'secret_from_a_stranger_2']) {
      const res = await send(h, { verification_token: token }, null)
      expect(res.status).toBe(200)
      expect(String(res.body.verification)).toMatch(/ignored/)
    }
    expect(logs.join('\n')).not.toMatch(/secret_from_a_stranger/)
    expect(logs).toHaveLength(1)
    expect(logs[0]).toMatch(/NOTION_WEBHOOK_SECRET is set; ignored/)
    expect(logs[0]).not.toMatch(/set NOTION_WEBHOOK_SECRET to it/)
  })

  it('a handshake token cannot forge log lines, nor fill the log', async () => {
    const h = hook({ token: null })
    const forged = 'tok\n[leafpress] webhook secret changed to attacker\r\u2028x' + 'y'.repeat(5000)
    await send(h, { verification_token: forged }, null)
    expect(logs).toHaveLength(1)
    const [first, ...rest] = logs[0].split('\n')
    expect(first).toMatch(/^\[leafpress\] Notion webhook verification token: tok\\u000a\[leafpress\] webhook secret changed to attacker\\u000d\\u2028xy+…\[\d+ chars\]$/)
    expect(first.length).toBeLessThan(300)
    expect(rest).toHaveLength(1) // the instruction line, ours
  })

  it('refuses unsigned, wrongly signed, stale and replayed events without touching anything', async () => {
    const h = hook()
    const post = siteOf(fx.db).posts[2]
    const ev = notionEvent({ type: 'page.content_updated', entityId: post.id })
    for (const sig of [null, 'sha256=' + '0'.repeat(64), notionSignature(JSON.stringify(ev), 'secret_not_the_right_one')]) {
      const res = await send(h, ev, sig)
      expect(res.status).toBe(401)
    }
    const old = notionEvent({ type: 'page.content_updated', entityId: post.id, timestamp: new Date(now - 301_000) })
    expect((await send(h, old)).status).toBe(401)
    expect(fx.getPage).not.toHaveBeenCalled()
    const ok = await send(h, ev)
    expect(ok.status).toBe(200)
    const again = await send(h, ev)
    expect(again.status).toBe(409)
    expect(fx.getPage).toHaveBeenCalledTimes(1)
    expect(fx.expired).toHaveLength(1)
    expect((await h.handle('{not json', notionSignature('{not json', TOKEN))).status).toBe(400)
  })

  it('an edited page: one source call for a burst, the row updated in the lists, its pages and the lists expired', async () => {
    const h = hook()
    const site = siteOf(fx.db)
    const post = site.posts[3]
    fx.edits.set(toUuid(post.id), 'A title edited in Notion')
    const burst = await Promise.all([
      send(h, notionEvent({ type: 'page.content_updated', entityId: post.id })),
      send(h, notionEvent({ type: 'page.properties_updated', entityId: post.id })),
      send(h, notionEvent({ type: 'page.content_updated', entityId: post.id })),
    ])
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200])
    expect(fx.getPage).toHaveBeenCalledTimes(1)
    expect(fx.getDatabase).toHaveBeenCalledTimes(1) // the first load only
    const after = siteOf(fx.store.peekDatabase()!)
    expect(after.byId.get(post.id)!.title).toBe('A title edited in Notion')
    expect(burst[0].body.reloaded).toEqual([toUuid(post.id)])
    // a new title shows in every list: the language's every page, once for the burst
    expect(fx.expired).toEqual([[postTag(post.id), listTag('')]])
    const untouched = site.posts.find((p, i) => Math.abs(i - 3) > 1)!
    expect(fx.tags().has(postTag(untouched.id))).toBe(false)
    // the store serves the reloaded body without asking again
    await fx.store.getPage(post.id, after.byId.get(post.id)!.lastEditedDate)
    expect(fx.getPage).toHaveBeenCalledTimes(1)
  })

  it('a sub-page of an article expires the article; a page of another workspace costs nothing', async () => {
    const h = hook()
    const post = siteOf(fx.db).posts[1]
    const sub = await send(h, notionEvent({ type: 'page.content_updated', entityId: 'd'.repeat(32), parentId: post.id }))
    expect(sub.status).toBe(200)
    expect(fx.getPage).toHaveBeenCalledWith(toUuid(post.id))
    // the body of the post is all that changed: its pages, not the lists
    expect(fx.tags()).toEqual(new Set([postTag(post.id)]))
    fx.getPage.mockClear()
    fx.expired = []
    const foreign = await send(h, notionEvent({ type: 'page.content_updated', entityId: 'e'.repeat(32) }))
    expect(foreign.status).toBe(200)
    expect(foreign.body.reloaded).toEqual([])
    expect(fx.expired).toEqual([])
    expect(fx.getPage).not.toHaveBeenCalled()
  })

  it('a page under a post reloads itself and its parent, and expires both', async () => {
    const h = hook()
    const site = siteOf(fx.db)
    const kitchen = site.allPages.find((p) => p.slug === 'kitchen-sink')!
    const dbs = siteDatabases([site])
    const [veg] = noteChildren(samplePage(kitchen.id), kitchen.id, kitchen, dbs)
    const [tomato] = noteChildren(samplePage(veg.id.replace(/-/g, '')), veg.id, kitchen, dbs)

    const first = await send(h, notionEvent({ type: 'page.content_updated', entityId: veg.id, parentId: kitchen.id }))
    expect(first.status).toBe(200)
    expect(fx.getPage.mock.calls.map((c) => c[0])).toEqual(expect.arrayContaining([veg.id, toUuid(kitchen.id)]))
    expect(fx.tags()).toEqual(new Set([postTag(veg.id), postTag(kitchen.id)]))

    fx.getPage.mockClear()
    fx.expired = []
    const deep = await send(h, notionEvent({ type: 'page.content_updated', entityId: tomato.id, parentId: veg.id }))
    expect(deep.status).toBe(200)
    expect(fx.getPage.mock.calls.map((c) => c[0]).sort()).toEqual([tomato.id, veg.id].sort())
    expect(fx.tags()).toEqual(new Set([postTag(tomato.id), postTag(veg.id)]))

    // a new page under a known sub-page: the sub-page (its parent) is what changed
    fx.getPage.mockClear()
    await send(h, notionEvent({ type: 'page.content_updated', entityId: 'f'.repeat(32), parentId: tomato.id }))
    expect(fx.getPage.mock.calls.map((c) => c[0])).toContain(tomato.id)
  })

  it('created, moved and deleted pages read the database again; database events too; only what changed expires', async () => {
    const h = hook()
    const post = siteOf(fx.db).posts[0]
    const moved = await send(h, notionEvent({ type: 'page.moved', entityId: post.id }))
    expect(moved.status).toBe(200)
    expect(moved.body.reloaded).toEqual([toUuid(post.id), 'database'])
    expect(fx.getDatabase).toHaveBeenCalledTimes(2)
    // the database read again is the same: nothing to expire
    expect(fx.expired).toEqual([])
    // the row gone from the database (moved out): its pages and the lists
    const without = structuredClone(await fx.snapshot.getDatabase())
    delete without.block[toUuid(post.id)]
    for (const q of Object.values(without.collection_query ?? {})) for (const r of Object.values(q ?? {}) as any[]) if (r.blockIds) r.blockIds = r.blockIds.filter((id: string) => id !== toUuid(post.id))
    fx.getDatabase.mockResolvedValueOnce(without)
    await send(h, notionEvent({ type: 'page.moved', entityId: post.id }))
    expect(fx.tags().has(postTag(post.id)) && fx.tags().has(listTag(''))).toBe(true)
    const schema = await send(h, notionEvent({ type: 'data_source.schema_updated', entityId: 'c'.repeat(32), entityType: 'data_source' }))
    expect(schema.body.reloaded).toEqual(['database'])
    expect(fx.getDatabase).toHaveBeenCalledTimes(4)
    // a failed read lets Notion's retry of the same event through
    fx.getDatabase.mockRejectedValueOnce(Object.assign(new Error('Notion is down'), { status: 500 }))
    const ev = notionEvent({ type: 'page.created', entityId: 'a'.repeat(32) })
    expect((await send(h, ev)).status).toBe(502)
    expect((await send(h, ev)).status).toBe(200)
  })
})

describe('NotionWebhook on a cold instance (nothing held yet)', () => {
  let now: number
  let logs: string[]
  const hook = (fx: WorkspaceStoreFixture, over: HookOptions = {}) => webhookFor(fx, () => now, logs, over)
  const send = (h: NotionWebhook, body: unknown) => {
    const raw = JSON.stringify(body)
    return h.handle(raw, notionSignature(raw, TOKEN))
  }
  beforeEach(() => {
    now = Date.now()
    logs = []
  })

  it('an edited post: loads the database first, then expires what a warm instance does', async () => {
    const post = sampleSite().posts.find((p, i) => i > 2 && p.category && p.tags.length)!
    for (const type of ['page.content_updated', 'page.properties_updated']) {
      const warm = await new WorkspaceStoreFixture().load()
      const cold = new WorkspaceStoreFixture()
      expect(cold.store.peekDatabase()).toBeUndefined()
      for (const fx of [warm, cold]) fx.edits.set(toUuid(post.id), `Edited (${type})`)
      const fromWarm = await send(hook(warm), notionEvent({ type, entityId: post.id }))
      const fromCold = await send(hook(cold), notionEvent({ type, entityId: post.id }))
      expect(fromCold.status, type).toBe(200)
      expect(fromCold.body.reloaded, type).toEqual(fromWarm.body.reloaded)
      expect(cold.tags(), type).toEqual(warm.tags())
      expect([...cold.tags()], type).toEqual(expect.arrayContaining([postTag(post.id), listTag('')]))
      // one load of the database, one of the page; the edit is in the data held
      expect(cold.getDatabase).toHaveBeenCalledTimes(1)
      expect(cold.getPage).toHaveBeenCalledTimes(1)
      expect(siteOf(cold.store.peekDatabase()!).byId.get(post.id)!.title).toBe(`Edited (${type})`)
    }
  })

  it('a burst on a cold instance loads the database once and the page once', async () => {
    const post = sampleSite().posts[4]
    const cold = new WorkspaceStoreFixture()
    const h = hook(cold)
    const answers = await Promise.all(['page.content_updated', 'page.properties_updated', 'page.content_updated'].map((type) => send(h, notionEvent({ type, entityId: post.id }))))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    expect(answers.every((a) => (a.body.reloaded as string[]).length > 0)).toBe(true)
    expect(cold.tags().has(postTag(post.id))).toBe(true)
    expect(cold.getDatabase).toHaveBeenCalledTimes(1)
    expect(cold.getPage).toHaveBeenCalledTimes(1)
  })

  it('a source that fails while cold: 503 with Retry-After (never an empty success), and Notion\'s retry is taken', async () => {
    const post = sampleSite().posts[2]
    const cold = new WorkspaceStoreFixture()
    cold.getDatabase.mockRejectedValueOnce(Object.assign(new Error('Notion is down'), { status: 502 }))
    const h = hook(cold)
    const event = notionEvent({ type: 'page.content_updated', entityId: post.id })
    const failed = await send(h, event)
    expect(failed.status).toBe(503)
    expect(failed.headers).toEqual({ 'retry-after': '30' })
    expect(failed.body.ok).toBe(false)
    expect(String(failed.body.error)).toMatch(/could not be loaded.*Notion is down/)
    expect(cold.expired).toEqual([])
    expect(cold.getPage).not.toHaveBeenCalled()
    expect(logs.join('\n')).toMatch(/answered 503/)
    // the retry of the same event, once Notion answers
    const retried = await send(h, event)
    expect(retried.status).toBe(200)
    expect(cold.tags().has(postTag(post.id))).toBe(true)
  })

  it('a page directly under a post, never seen: it learns where the page sits, and expires it and the post as an instance that knew it does', async () => {
    const site = sampleSite()
    const root = site.allPages.find((p) => p.slug === 'members-meal-plan')!
    const dbs = siteDatabases([site])
    const rm = samplePage(root.id)
    const [child] = childPagesOf(rm, toUuid(root.id), (block) => isSiteRecord(rm, block, dbs))
    expect(placeOf(site, child.id)).toBeNull() // nobody read the post yet
    const findSubPage = vi.fn(async (s: SiteIndex, r: Post) => void noteChildren(samplePage(r.id), r.id, r, siteDatabases([s])))
    const event = () => notionEvent({ type: 'page.content_updated', entityId: child.id, parentId: root.id })
    const cold = new WorkspaceStoreFixture()
    const fromCold = await send(hook(cold, { findSubPage }), event())
    expect(findSubPage).toHaveBeenCalledTimes(1)
    expect(fromCold.status).toBe(200)
    expect([...cold.tags()]).toEqual(expect.arrayContaining([postTag(child.id), postTag(root.id)]))
    expect(cold.getPage.mock.calls.map((c) => toUuid(c[0])).sort()).toEqual([toUuid(child.id), toUuid(root.id)].sort())
    // an instance whose index had it
    const warm = await new WorkspaceStoreFixture().load()
    await send(hook(warm), event())
    expect([...warm.tags()]).toEqual(expect.arrayContaining([postTag(child.id), postTag(root.id)]))
  })

  it('a row gone before the database was ever held: its pages and every list, since which showed it is unknown', async () => {
    const gone = notionEvent({ type: 'page.deleted', entityId: 'a'.repeat(32) })
    const cold = new WorkspaceStoreFixture()
    expect((await send(hook(cold), gone)).status).toBe(200)
    expect(cold.tags()).toEqual(new Set([listTag(''), postTag('a'.repeat(32))]))
    // a warm instance knew the page was none of its rows
    const warm = await new WorkspaceStoreFixture().load()
    expect((await send(hook(warm), notionEvent({ type: 'page.deleted', entityId: 'a'.repeat(32) }))).status).toBe(200)
    expect(warm.expired).toEqual([])
    // a row named on a cold instance: its pages and the lists
    const post = sampleSite().posts[1]
    const fresh = new WorkspaceStoreFixture()
    await send(hook(fresh), notionEvent({ type: 'page.created', entityId: post.id }))
    expect([...fresh.tags()]).toEqual(expect.arrayContaining([postTag(post.id), listTag('')]))
  })
})

describe('combineAnswers (one handler per language)', () => {
  const ok = (reloaded: string[]): WebhookAnswer => ({ status: 200, body: { ok: true, reloaded } })
  const none = ok([])
  const unavailable: WebhookAnswer = { status: 503, body: { ok: false, error: 'down' }, headers: { 'retry-after': '30' } }
  const replayed: WebhookAnswer = { status: 409, body: { ok: false, error: 'replayed' } }
  it('names what any language read again; a failure to look is the answer', () => {
    expect(combineAnswers([none, ok(['a'])])).toMatchObject({ status: 200, body: { reloaded: ['a'] } })
    expect(combineAnswers([ok(['a']), ok(['database'])]).body.reloaded).toEqual(['a', 'database'])
    expect(combineAnswers([unavailable, ok(['a'])])).toMatchObject({ status: 503, headers: { 'retry-after': '30' } })
    // Notion's retry: the language that succeeded says replay, the other now succeeds
    expect(combineAnswers([none, replayed]).status).toBe(200)
    expect(combineAnswers([replayed, replayed]).status).toBe(409)
  })
})

describe('refreshAll (POST /api/revalidate)', () => {
  const source = () => {
    const snapshot = new SnapshotSource(SAMPLE_DIR)
    return { kind: 'fake', getDatabase: vi.fn(() => snapshot.getDatabase()), getPage: (id: string) => snapshot.getPage(id) }
  }
  const target = (prefix: string, src = source()) => {
    const store = new WorkspaceStore(src, { ttlMs: 60_000, log: () => {} })
    return { prefix, store, src }
  }

  it('loads a cold store from the source', async () => {
    const t = target('')
    expect(t.store.peekDatabase()).toBeUndefined()
    const answer = await refreshAll([t])
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(t.store.peekDatabase()).toBeDefined()
    expect(t.src.getDatabase).toHaveBeenCalledTimes(1)
  })

  it('a cold store whose source fails: 503 with Retry-After; a held one: 502, its last good data kept', async () => {
    const cold = target('')
    cold.src.getDatabase.mockRejectedValue(new Error('Notion is down'))
    const en = target('en')
    const answer = await refreshAll([cold, en])
    expect(answer.status).toBe(503)
    expect(answer.headers).toEqual({ 'retry-after': '30' })
    expect(answer.body.error).toBe('Notion is down')
    expect(en.store.peekDatabase()).toBeDefined()
    const alone = await refreshAll([cold])
    expect(alone).toMatchObject({ status: 503 })
    expect(alone.body.refreshedAt).toBeUndefined()

    const warm = target('')
    await warm.store.getDatabase()
    warm.src.getDatabase.mockRejectedValue(new Error('Notion is down'))
    const kept = await refreshAll([warm])
    expect(kept).toMatchObject({ status: 502, headers: {} })
    expect(kept.body.error).toBe('Notion is down')
  })
})

describe('settings', () => {
  it('reads the token and the age limit, and names a bad value', () => {
    expect(readNotionWebhookSettings({})).toEqual({ token: null, maxAgeMs: 300_000 })
    expect(readNotionWebhookSettings({ NOTION_WEBHOOK_SECRET: TOKEN, NOTION_WEBHOOK_MAX_AGE_SECONDS: '60' })).toEqual({ token: TOKEN, maxAgeMs: 60_000 })
    const problems: string[] = []
    readNotionWebhookSettings({ NOTION_WEBHOOK_SECRET: 'short', NOTION_WEBHOOK_MAX_AGE_SECONDS: 'soon' }, problems)
    expect(problems.join('\n')).toMatch(/NOTION_WEBHOOK_SECRET is shorter/)
    expect(problems.join('\n')).toMatch(/NOTION_WEBHOOK_MAX_AGE_SECONDS = "soon"/)
  })
})
