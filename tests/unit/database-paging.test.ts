// Issue #27: every row of a large database is read, from both Notion sources, and an answer
// known to be truncated fails the load instead of giving a smaller site. The database is the
// 3,000-post synthetic workspace of scripts/gen-workspace.ts (3,010 rows with its pages),
// served by the local servers, which answer as Notion does: the web API's queryCollection
// gives the first `limit` rows with hasMore and a total, the official API pages by cursor and
// caps one query at 10,000 rows.
import { beforeAll, afterAll, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite } from '@/lib/site/site'
import { NotionOfficialSource } from '@/lib/workspace/notion-official-source'
import { NotionWebSource } from '@/lib/workspace/notion-web-source'
import { buildWorkspace, type BuiltSnapshot } from '@/lib/workspace/snapshot-builder'
import { countRows, WorkspaceStore } from '@/lib/workspace/store'
import { workspaceSpec } from '../../scripts/gen-workspace'
import { addRecordMap, emptyUniverse, startNotionServer, type NotionServer } from '../support/notion-server'
import {
  emptyWorkspace,
  page,
  startOfficialServer,
  text,
  workspaceFromRecordMap,
  type OfficialServer,
  type OfficialWorkspace,
} from '../support/official-server'

const POSTS = 3000
const TOKEN = 'secret_test'
const config = loadConfig(blogConfig, {})

let built: BuiltSnapshot
let rows: number
const servers: Array<{ close(): Promise<void> }> = []

beforeAll(() => {
  built = buildWorkspace(workspaceSpec({ posts: POSTS, seed: 'paging' }))
  rows = countRows(built.database)
}, 60_000)
afterAll(() => Promise.all(servers.map((s) => s.close())))

/** The slugs of the site's posts: posts #1000, #1500 and #2999 are the issue's. */
const slugs = (rm: Parameters<typeof buildSite>[0]) => new Set(buildSite(rm, config).posts.map((p) => p.slug))

describe('NotionWebSource: a database larger than one query', () => {
  async function serve(): Promise<NotionServer> {
    const u = emptyUniverse()
    addRecordMap(u, built.database)
    const s = await startNotionServer(u)
    servers.push(s)
    return s
  }
  const sourceFor = (s: NotionServer) => new NotionWebSource({ databasePageId: built.manifest.rootPageId, apiBaseUrl: s.apiBaseUrl })
  const limits = (s: NotionServer) => s.calls.filter((c) => c.endpoint === 'queryCollection').map((c) => c.body.loader.reducers.collection_group_results.limit)

  it('the workspace has more rows than notion-client asks for', () => {
    expect(rows).toBe(POSTS + 10)
    expect(rows).toBeGreaterThan(999)
  })

  it('reads all 3,010 rows: the first answer says hasMore and a total, the second asks for all of them', async () => {
    const server = await serve()
    const rm = await sourceFor(server).getDatabase()
    expect(countRows(rm)).toBe(rows)
    // the second query asked for the total and room for rows added meanwhile
    expect(limits(server)).toEqual([999, rows + 100])
    const site = slugs(rm)
    for (const n of [1, 999, 1000, 1500, 2999, 3000]) expect(site.has(`post-${n}`), `post-${n}`).toBe(true)
    expect(site).toEqual(slugs(built.database))
  })

  it('grows the limit when Notion gives hasMore without a total', async () => {
    const server = await serve()
    // never short for this database, but answers without a total: 999, then ten times more
    server.truncate({ rows: 100_000, says: 'hasMore' })
    const rm = await sourceFor(server).getDatabase()
    expect(countRows(rm)).toBe(rows)
    expect(limits(server)).toEqual([999, 9990])
  })

  it('fails when Notion answers fewer rows than it says exist, naming both counts', async () => {
    const server = await serve()
    server.truncate({ rows: 500, says: 'total' })
    await expect(sourceFor(server).getDatabase()).rejects.toThrow(/answered 500 rows where 3010 exist \(query limit 999\)/)
  })

  it('fails when Notion keeps saying hasMore though a larger limit was asked', async () => {
    const server = await serve()
    server.truncate({ rows: 1000, says: 'hasMore' })
    await expect(sourceFor(server).getDatabase()).rejects.toThrow(/answered 1000 rows where more than 1000 exist \(query limit 9990\)/)
  })

  it('through the store: a truncated refresh keeps the last good 3,010 rows and is logged', async () => {
    const server = await serve()
    let now = 0
    const logs: string[] = []
    const store = new WorkspaceStore(sourceFor(server), { ttlMs: 1000, now: () => now, log: (m) => logs.push(m) })
    const good = await store.getDatabase()
    expect(countRows(good)).toBe(rows)
    server.truncate({ rows: 999, says: 'total' })
    now = 5000
    expect(await store.getDatabase()).toBe(good)
    expect(logs.join('\n')).toMatch(/notion-web database failed: .*answered 999 rows where 3010 exist/)
  })
})

describe('NotionOfficialSource: a data source larger than one query', () => {
  async function serve(ws: OfficialWorkspace, queryResultLimit?: number): Promise<OfficialServer> {
    const s = await startOfficialServer(ws, { token: TOKEN, queryResultLimit })
    servers.push(s)
    return s
  }
  const sourceFor = (s: OfficialServer) => new NotionOfficialSource({ token: TOKEN, databaseId: s.workspace.database.id, baseUrl: s.baseUrl })
  const queries = (s: OfficialServer) => s.calls.filter((c) => c.path.endsWith('/query'))

  it('reads all 3,010 rows page by page, following next_cursor to the end', async () => {
    const server = await serve(workspaceFromRecordMap(built.database))
    const rm = await sourceFor(server).getDatabase()
    expect(countRows(rm)).toBe(rows)
    expect(queries(server)).toHaveLength(Math.ceil(rows / 100))
    expect(slugs(rm)).toEqual(slugs(built.database))
  })

  it('past the per-query cap (request_status incomplete) reads on in created_time windows', async () => {
    // a cap of 1,000 stands for Notion's 10,000 (the next test uses the real one)
    const server = await serve(workspaceFromRecordMap(built.database), 1000)
    const source = sourceFor(server)
    const rm = await source.getDatabase()
    expect(countRows(rm)).toBe(rows)
    expect(new Set(Object.values(rm.collection_query).flatMap((v) => Object.values(v).flatMap((q: any) => q.collection_group_results.blockIds))).size).toBe(rows)
    expect(slugs(rm)).toEqual(slugs(built.database))
    const windows = queries(server).filter((c) => c.body?.sorts)
    expect(windows.length).toBeGreaterThan(0)
    expect(windows.some((c) => c.body.filter?.created_time?.on_or_after)).toBe(true)
    // the next load knows the data source is large and goes straight to windows
    const before = queries(server).length
    await source.getDatabase()
    expect(queries(server).slice(before).every((c) => c.body?.sorts)).toBe(true)
  })

  it('at Notion’s real cap: 10,500 rows', async () => {
    const db = '0ff1c1a1-0000-4000-8000-00000000d0b1'
    const ds = '0ff1c1a1-0000-4000-8000-00000000d0b2'
    const ws = emptyWorkspace(db, ds, 'Big', { Name: { id: 'title', name: 'Name', type: 'title', title: {} } })
    const start = Date.parse('2020-01-01T00:00:00.000Z')
    for (let i = 0; i < 10_500; i++) {
      const id = `0ff1c1a1-0000-4000-9000-${i.toString(16).padStart(12, '0')}`
      ws.pages.push(page(id, ds, db, { Name: { id: 'title', type: 'title', title: [text(`Row ${i}`)] } }, { created_time: new Date(start + i * 60_000).toISOString() }))
    }
    const server = await serve(ws)
    const rm = await sourceFor(server).getDatabase()
    expect(countRows(rm)).toBe(10_500)
  }, 60_000)

  it('fails when a page says has_more but gives no next_cursor', async () => {
    const server = await serve(workspaceFromRecordMap(built.database))
    server.breakOffQueries(1000)
    await expect(sourceFor(server).getDatabase()).rejects.toThrow(/says more rows follow \(has_more\) but gives no next_cursor: received 1000 rows where more exist/)
  })

  it('fails when more rows than one query returns share a created_time', async () => {
    const ws = workspaceFromRecordMap(built.database)
    for (const p of ws.pages) p.created_time = '2026-01-05T08:00:00.000Z'
    const server = await serve(ws, 1000)
    await expect(sourceFor(server).getDatabase()).rejects.toThrow(/stops at 1000 rows a query, and more rows than that were created at 2026-01-05T08:00:00.000Z: received 1000 rows where more exist/)
  })
})
