// `npm run sync`: a Notion workspace (the local Notion-compatible server, files on a stand-in for
// Notion's S3) copied into a snapshot folder the server can run from, incrementally.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { safeFetch } from '@/lib/media/safe-fetch'
import { buildSite } from '@/lib/site/site'
import { NotionOfficialSource } from '@/lib/workspace/notion-official-source'
import { NotionWebSource } from '@/lib/workspace/notion-web-source'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { syncWorkspace, type SyncManifest } from '@/lib/workspace/sync'
import { throttled } from '@/lib/workspace/throttle'
import type { WorkspaceSource } from '@/lib/workspace/types'
import { filesOnNotion, NOTION_S3, PUBLIC_TEST_ADDRESS, startFileHost, type FileHost } from '../support/file-host'
import { startNotionServer, universeFromSnapshot, type NotionServer } from '../support/notion-server'
import { startOfficialServer, workspaceFromRecordMap } from '../support/official-server'

const SAMPLE = path.resolve(__dirname, '../../content/sample')
const ROOT = JSON.parse(fs.readFileSync(path.join(SAMPLE, 'snapshot.json'), 'utf8')).rootPageId as string
const config = loadConfig(blogConfig, {})
const closers: Array<() => Promise<void>> = []
const dirs: string[] = []
afterAll(async () => {
  await Promise.all(closers.map((c) => c()))
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true })
})

let server: NotionServer
let files: FileHost
let out: string

async function setup() {
  files = await startFileHost()
  const universe = universeFromSnapshot(SAMPLE)
  filesOnNotion(universe, path.join(SAMPLE, 'files'), files)
  server = await startNotionServer(universe)
  closers.push(() => server.close(), () => files.close())
  out = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-sync-'))
  dirs.push(out)
}

function sync(source?: WorkspaceSource) {
  const web = new NotionWebSource({ databasePageId: ROOT, apiBaseUrl: server.apiBaseUrl })
  return syncWorkspace({
    source: source ?? throttled(web, { ratePerSecond: 1000, maxInFlight: 8 }),
    outDir: out,
    download: (url) => safeFetch(url, files.policy({ [NOTION_S3]: PUBLIC_TEST_ADDRESS })),
  })
}

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8')
const rows = () => Object.values<string[]>(Object.values<any>(server.universe.queries)[0])[0]
const endpoints = (from: number) => server.calls.slice(from).map((c) => c.endpoint)
const pick = (p: ReturnType<typeof buildSite>['posts'][number]) => ({ id: p.id, title: p.title, href: p.href, tags: p.tags, category: p.category, publishDay: p.publishDay, lastEditedDate: p.lastEditedDate })

describe('a full sync', () => {
  beforeEach(setup)

  it('writes a snapshot the server runs from with no Notion: same posts, every file local', async () => {
    const report = await sync()
    const rowCount = rows().length
    expect(report.added.length).toBe(rowCount)
    expect(report.updated.length + report.removed.length + report.unchanged).toBe(0)
    expect(report.calls).toMatchObject({ database: 1, pages: rowCount })
    expect(report.files.downloaded).toBeGreaterThan(10)
    expect(report.files.failed).toBe(0)
    expect(fs.readdirSync(path.join(out, 'pages')).length).toBe(rowCount)

    const manifest = JSON.parse(read('snapshot.json')) as SyncManifest
    expect(manifest.rootPageId).toBe(ROOT)
    expect(Object.keys(manifest.sync!.pages).length).toBe(rowCount)

    // no Notion file URL is left; every copy the records point to exists
    const all = [read('database.json'), ...fs.readdirSync(path.join(out, 'pages')).map((f) => read(`pages/${f}`))].join('\n')
    expect(all).not.toContain(NOTION_S3)
    const refs = new Set([...all.matchAll(/"\/files\/([0-9a-f]{20}[^"]*)"/g)].map((m) => m[1]))
    expect(refs.size).toBeGreaterThan(10)
    for (const name of refs) expect(fs.existsSync(path.join(out, 'files', name)), name).toBe(true)

    // the server's own snapshot source reads it back into the same site
    const snap = new SnapshotSource(out)
    const site = buildSite(await snap.getDatabase(), config)
    const original = buildSite(JSON.parse(fs.readFileSync(path.join(SAMPLE, 'database.json'), 'utf8')), config)
    expect(site.posts.map(pick)).toEqual(original.posts.map(pick))
    expect(site.posts[0].pageCover).toMatch(/^\/files\/[0-9a-f]{20}\.webp$/)
    const page = await snap.getPage(site.posts[0].id)
    expect(Object.keys(page.block).length).toBeGreaterThan(3)
  })
})

describe('an incremental sync', () => {
  beforeEach(async () => {
    await setup()
    await sync()
  })

  it('fetches nothing but the database when nothing changed', async () => {
    const from = server.calls.length
    const hits = files.hits.length
    const report = await sync()
    expect(endpoints(from)).toEqual(['loadPageChunk', 'queryCollection'])
    expect(files.hits.length).toBe(hits)
    expect(report.unchanged).toBe(rows().length)
    expect(report.added.length + report.updated.length + report.removed.length + report.files.downloaded).toBe(0)
  })

  it('fetches only edited and new pages, and removes deleted ones with their files', async () => {
    const [editedId, removedId, template] = rows().slice(0, 3)
    const edited = server.universe.block[editedId].value
    edited.last_edited_time += 60_000
    edited.properties.title = [['A new title']]
    // a new row, with a cover of its own
    const addedId = '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a0a'
    const cover = `https://${NOTION_S3}/space/new-cover.webp`
    files.files.set('/space/new-cover.webp', files.files.get('/space/avatar.webp')!)
    server.universe.block[addedId] = { role: 'reader', value: { ...structuredClone(server.universe.block[template].value), id: addedId, content: [], format: { page_cover: cover } } }
    rows().push(addedId)
    // a removed row whose cover nothing else uses
    const removedCover = server.universe.block[removedId].value.format.page_cover
    const before = JSON.parse(read('snapshot.json')) as SyncManifest
    const removedFile = before.sync!.files[removedCover.replace('https://', '')]
    rows().splice(rows().indexOf(removedId), 1)

    const from = server.calls.length
    const report = await sync()
    expect(report.updated.map((c) => c.id)).toEqual([editedId])
    expect(report.updated[0].title).toBe('A new title')
    expect(report.added.map((c) => c.id)).toEqual([addedId])
    expect(report.removed.map((c) => c.id)).toEqual([removedId])
    expect(report.calls.pages).toBe(2)
    expect(endpoints(from).filter((e) => e === 'loadPageChunk').length).toBe(3) // database + 2 pages
    expect(report.files.downloaded).toBe(1)
    expect(fs.existsSync(path.join(out, 'pages', `${removedId.replace(/-/g, '')}.json`))).toBe(false)
    const stillUsed = Object.values(server.universe.block).some((b: any) => b.value.format?.page_cover === removedCover && rows().includes(b.value.id))
    expect(fs.existsSync(path.join(out, 'files', removedFile))).toBe(stillUsed)
    expect(read(`pages/${editedId.replace(/-/g, '')}.json`)).toContain('A new title')
  })

  it('changes nothing when Notion fails or answers an empty database', async () => {
    const db = read('database.json')
    const manifest = read('snapshot.json')
    server.setFault('500')
    await expect(sync()).rejects.toThrow()
    server.setFault('empty')
    await expect(sync()).rejects.toThrow(/empty database/)
    expect(read('database.json')).toBe(db)
    expect(read('snapshot.json')).toBe(manifest)
  })

  it('keeps the pages it could load when others fail, and finishes on the next run', async () => {
    const [a, b] = rows()
    for (const id of [a, b]) server.universe.block[id].value.last_edited_time += 60_000
    const db = read('database.json')
    const flaky = new NotionWebSource({ databasePageId: ROOT, apiBaseUrl: server.apiBaseUrl })
    let failed = 0
    const source: WorkspaceSource = {
      kind: 'flaky',
      getDatabase: () => flaky.getDatabase(),
      getPage: (id) => (id === b && failed++ === 0 ? Promise.reject(new Error('Notion is down')) : flaky.getPage(id)),
      signFileUrl: (url, ref) => flaky.signFileUrl(url, ref),
    }
    await expect(sync(source)).rejects.toThrow(/1 of 2 pages could not be loaded/)
    expect(read('database.json')).toBe(db)
    const report = await sync(source)
    expect(report.updated.map((c) => c.id)).toEqual([b])
  })

  it('fetches a page again when one of its files could not be copied', async () => {
    const [id] = rows()
    const page = server.universe.block[id].value
    page.last_edited_time += 60_000
    page.format.page_cover = `https://${NOTION_S3}/space/broken.webp`
    files.files.set('/space/broken.webp', { status: 500, body: 'no' })
    const first = await sync()
    expect(first.files.failed).toBe(1)
    expect(read(`pages/${id.replace(/-/g, '')}.json`)).toContain('broken.webp') // left pointing at Notion
    files.files.set('/space/broken.webp', files.files.get('/space/avatar.webp')!)
    const second = await sync()
    expect(second.updated.map((c) => c.id)).toEqual([id])
    expect(read(`pages/${id.replace(/-/g, '')}.json`)).not.toContain('broken.webp')
  })
})

describe('a sync from the official API', () => {
  it('writes the same posts, downloading the signed file URLs as they are', async () => {
    const host = await startFileHost()
    const ws = workspaceFromRecordMap(JSON.parse(fs.readFileSync(path.join(SAMPLE, 'database.json'), 'utf8')))
    for (const name of fs.readdirSync(path.join(SAMPLE, 'files'))) host.files.set(`/space/${name}`, { type: 'image/webp', body: Buffer.from('x') })
    // the official API answers covers as signed URLs: /space/<page>/<name>?X-Amz-Signature=…
    for (const p of ws.pages) if (p.cover) host.files.set(new URL(p.cover.file.url).pathname, { type: 'image/webp', body: fs.readFileSync(path.join(SAMPLE, 'files', 'avatar.webp')) })
    const official = await startOfficialServer(ws)
    closers.push(() => official.close(), () => host.close())
    out = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-sync-official-'))
    dirs.push(out)
    const report = await syncWorkspace({
      source: new NotionOfficialSource({ token: 'secret_test', databaseId: ws.database.id, baseUrl: official.baseUrl }),
      outDir: out,
      download: (url) => safeFetch(url, host.policy({ [NOTION_S3]: PUBLIC_TEST_ADDRESS })),
    })
    expect(report.added.length).toBe(ws.pages.length)
    expect(report.calls.signatures).toBe(0)
    expect(report.files.failed).toBe(0)
    const site = buildSite(await new SnapshotSource(out).getDatabase(), config)
    const original = buildSite(JSON.parse(fs.readFileSync(path.join(SAMPLE, 'database.json'), 'utf8')), config)
    expect(site.posts.map(pick)).toEqual(original.posts.map(pick))
    expect(site.posts[0].pageCover).toMatch(/^\/files\//)
  })
})
