// The Notion web source against a local Notion-compatible server fed with real record maps.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { NotionWebSource } from '@/lib/workspace/notion-web-source'
import { getBlock } from '@/lib/workspace/records'
import { countRows } from '@/lib/workspace/store'
import { addRecordMap, emptyUniverse, startNotionServer, type NotionServer } from '../support/notion-server'

const FIXTURES = path.resolve(__dirname, '../fixtures/real-notion')
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'))

// A real capture of a page with inline databases (2026), with its collection query results.
const FULL = 'examples__full__lib__v3-record-map-response.json'

const servers: NotionServer[] = []
afterAll(async () => Promise.all(servers.map((s) => s.close())))

async function serve(wrap2026: boolean) {
  const u = emptyUniverse()
  addRecordMap(u, fixture(FULL))
  const s = await startNotionServer(u, { wrap2026 })
  servers.push(s)
  return s
}

function rootId(rm: any): string {
  return Object.keys(rm.block).find((id) => {
    const b = rm.block[id].value?.value ?? rm.block[id].value
    return b?.type === 'page' && b.parent_table !== 'block' && b.parent_table !== 'collection'
  })!
}

describe.each([false, true])('NotionWebSource (2026 record shape: %s)', (wrap2026) => {
  it('loads a real page with its databases through loadPageChunk and queryCollection', async () => {
    const server = await serve(wrap2026)
    const src = new NotionWebSource({ databasePageId: rootId(fixture(FULL)), apiBaseUrl: server.apiBaseUrl })
    const rm = await src.getDatabase()
    const root = getBlock(rm, rootId(fixture(FULL)))
    expect(root?.type).toBe('page')
    // every record is normalised to { role, value } whatever the wire shape
    for (const box of Object.values(rm.block)) expect((box as any).value.id).toBeTypeOf('string')
    expect(countRows(rm)).toBeGreaterThan(0)
    const endpoints = new Set(server.calls.map((c) => c.endpoint))
    expect(endpoints.has('loadPageChunk')).toBe(true)
    expect(endpoints.has('queryCollection')).toBe(true)
  })
})

describe('NotionWebSource failures', () => {
  it('surfaces a 500 as an error with its status instead of data', async () => {
    const server = await serve(false)
    server.setFault('500')
    const src = new NotionWebSource({ databasePageId: rootId(fixture(FULL)), apiBaseUrl: server.apiBaseUrl })
    await expect(src.getDatabase()).rejects.toMatchObject({ status: 500 })
  })
})
