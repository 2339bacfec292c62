// The Notion web source against a local Notion-compatible server fed with real record maps, and
// a page whose inline databases Notion refuses to query rendered through the renderer.
import fs from 'node:fs'
import path from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { ExtendedRecordMap } from 'notion-types'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { NotionBody, prepareBody } from '@/lib/render'
import { isPartial } from '@/lib/workspace/partial'
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

  it('editedTimes: the last-edited times of pages in one syncRecordValues request, at most a batch; ids it does not find left out', async () => {
    const server = await serve(wrap2026)
    const src = new NotionWebSource({ databasePageId: rootId(fixture(FULL)), apiBaseUrl: server.apiBaseUrl })
    const pages = Object.entries(server.universe.block).filter(([, b]) => b.value.type === 'page' && b.value.last_edited_time > 0)
    const ids = [...pages.map(([id]) => id), 'dead0000-0000-4000-8000-000000000000', ...Array.from({ length: 150 }, (_, i) => `feed0000-0000-4000-8000-${String(i).padStart(12, '0')}`)]
    const times = await src.editedTimes(ids)
    expect(pages.length).toBeGreaterThan(0)
    expect([...times]).toEqual(pages.map(([id, b]) => [id, b.value.last_edited_time]))
    const asked = server.calls.filter((c) => c.endpoint === 'syncRecordValuesMain')
    expect(asked).toHaveLength(1)
    expect(asked[0].body.requests).toHaveLength(src.editedTimesBatch)
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

describe('NotionWebSource: database views Notion refuses to query', () => {
  // The real capture's page has nine inline databases; two of them cannot be queried.
  const REFUSED = '2e1eb580-eec6-816b-9fc1-000c93b41374' // one view, 400: a linked database the viewer cannot read
  const FAILING = ['2e1eb580-eec6-81bc-b028-000cf0f251c1', '2e1eb580-eec6-81df-8840-000c3016fa31', '2e1eb580-eec6-81b1-b021-000c44e65d5b'] // 500

  async function render(rm: ExtendedRecordMap, pageId: string) {
    const prepared = await prepareBody(rm, pageId, {
      mapPageUrl: (id) => `/p/${id}`,
      mapImageUrl: (url) => url,
      labels: { databaseUnavailable: 'DB-UNAVAILABLE' },
    })
    return renderToStaticMarkup(createElement(NotionBody, { prepared }))
  }

  /** Text pieces of the page's own blocks (not of database rows, which the failing views lack). */
  function ownTexts(rm: ExtendedRecordMap): string[] {
    return Object.keys(rm.block)
      .map((id) => getBlock(rm, id) as any)
      .filter((b) => b?.parent_table === 'block' && b.type !== 'page' && b.type !== 'image')
      .flatMap((b) => (Array.isArray(b.properties?.title) ? b.properties.title : []))
      .filter((part: unknown) => Array.isArray(part) && typeof part[0] === 'string' && !Array.isArray(part[1]))
      .map((part: string[]) => part[0].trim())
      .filter((t: string) => t.length > 2 && !/[&<>"']/.test(t))
  }

  it('renders every other block of the page, says which databases cannot be shown, and logs each view once', async () => {
    const server = await serve(false)
    const root = rootId(fixture(FULL))
    const whole = await new NotionWebSource({ databasePageId: root, apiBaseUrl: server.apiBaseUrl }).getPage(root)
    const wholeHtml = await render(whole, root)
    expect(wholeHtml).not.toContain('DB-UNAVAILABLE')

    server.viewFaults.set(REFUSED, 400)
    for (const v of FAILING) server.viewFaults.set(v, 500)
    const logs: string[] = []
    const source = new NotionWebSource({ databasePageId: root, apiBaseUrl: server.apiBaseUrl, log: (m) => logs.push(m) })
    const rm = await source.getPage(root)
    const html = await render(rm, root)
    const texts = ownTexts(whole)
    expect(texts.length).toBeGreaterThanOrEqual(5)
    const missing = texts.filter((t) => !html.includes(t))
    expect(missing).toEqual([])
    expect(html.match(/data-database-unavailable/g)).toHaveLength(2)
    // the page draws two of its databases (the others are rows' content): both were drawn whole before
    expect(wholeHtml.match(/notion-collection-view-/g)).toHaveLength(2)
    expect(html).not.toMatch(/notion-collection-view-/)
    expect(logs).toHaveLength(4)
    expect(logs.join('\n')).toMatch(/status 400/)
    expect(logs.join('\n')).toMatch(/status 500/)
    // a 500 may pass: the answer is partial, and the store asks again; a 400 alone will not
    expect(isPartial(rm)).toBe(true)
    await source.getPage(root)
    expect(logs, 'logged once per view').toHaveLength(4)
    for (const v of FAILING) server.viewFaults.delete(v)
    expect(isPartial(await source.getPage(root))).toBe(false)
  })

  it('draws an inline database Notion answers short as unavailable, logs it, and asks again later', async () => {
    const server = await serve(false)
    const root = rootId(fixture(FULL))
    // the seven-row database answers three rows and says there are seven
    server.truncate({ rows: 3, says: 'total' })
    const logs: string[] = []
    // a fresh module: the test above already reported this view, and each view is logged once
    vi.resetModules()
    const { NotionWebSource: Fresh } = await import('@/lib/workspace/notion-web-source')
    const fresh = await import('@/lib/workspace/partial')
    const rm = await new Fresh({ databasePageId: root, apiBaseUrl: server.apiBaseUrl, log: (m) => logs.push(m) }).getPage(root)
    const html = await render(rm, root)
    expect(html.match(/data-database-unavailable/g)).toHaveLength(1)
    expect(logs.join('\n')).toMatch(new RegExp(`view ${REFUSED} .*answered 3 rows where 7 exist`))
    // no status: it may pass, so the store asks again after its freshness window
    expect(fresh.isPartial(rm)).toBe(true)
    // and the database itself fails rather than shrinking
    await expect(new NotionWebSource({ databasePageId: root, apiBaseUrl: server.apiBaseUrl }).getDatabase()).rejects.toThrow(/answered 3 rows where 7 exist/)
  })

  it('keeps the database itself strict: a database that cannot be queried fails its load', async () => {
    const server = await serve(false)
    for (const v of [REFUSED, ...FAILING]) server.viewFaults.set(v, 400)
    const root = rootId(fixture(FULL))
    await expect(new NotionWebSource({ databasePageId: root, apiBaseUrl: server.apiBaseUrl }).getDatabase()).rejects.toMatchObject({ status: 400 })
  })
})
