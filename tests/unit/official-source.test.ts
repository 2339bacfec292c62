// The official API source against a local server speaking the official API's JSON: the same
// record maps as the web API, so the site model sees the same posts.
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import blogConfig from '@/blog.config'
import { readSourceSettings } from '@/lib/config/deployment'
import { loadConfig } from '@/lib/config/load'
import { buildSite } from '@/lib/site/site'
import { createSource } from '@/lib/workspace'
import { NotionOfficialSource } from '@/lib/workspace/notion-official-source'
import { getBlock } from '@/lib/workspace/records'
import { WorkspaceStore } from '@/lib/workspace/store'
import { Throttle } from '@/lib/workspace/throttle'
import {
  addContent,
  block,
  emptyWorkspace,
  equation,
  mention,
  page,
  startOfficialServer,
  text,
  uuid,
  workspaceFromRecordMap,
  type OfficialServer,
  type OfficialWorkspace,
} from '../support/official-server'

const SAMPLE = path.resolve(__dirname, '../../content/sample')
const sampleDb = () => JSON.parse(fs.readFileSync(path.join(SAMPLE, 'database.json'), 'utf8'))
const config = loadConfig(blogConfig, {})
const TOKEN = 'secret_test'

const servers: OfficialServer[] = []
afterAll(() => Promise.all(servers.map((s) => s.close())))

async function serve(ws: OfficialWorkspace, opts: { pageSize?: number } = {}) {
  const s = await startOfficialServer(ws, { token: TOKEN, ...opts })
  servers.push(s)
  return s
}

const sourceFor = (s: OfficialServer, extra: Partial<ConstructorParameters<typeof NotionOfficialSource>[0]> = {}) =>
  new NotionOfficialSource({ token: TOKEN, databaseId: s.workspace.database.id, baseUrl: s.baseUrl, ...extra })

const value = (rm: any, table: string, id: string) => rm[table][id]?.value

describe('NotionOfficialSource: the database', () => {
  it('gives the same posts as the web API record map of the same rows (titles, slugs, tags, dates)', async () => {
    const server = await serve(workspaceFromRecordMap(sampleDb()), { pageSize: 7 })
    const rm = await sourceFor(server).getDatabase()
    const expected = buildSite(sampleDb(), config)
    const site = buildSite(rm, config)
    const pick = (p: (typeof site.posts)[number]) => ({
      id: p.id, title: p.title, slug: p.slug, href: p.href, tags: p.tags, category: p.category, type: p.type,
      status: p.status, summary: p.summary, publishDay: p.publishDay, lastEditedDate: p.lastEditedDate, locked: p.locked,
      pageIcon: p.pageIcon,
    })
    expect(site.posts.length).toBeGreaterThan(20)
    expect(site.posts.map(pick)).toEqual(expected.posts.map(pick))
    expect(site.allPages.map((p) => p.href)).toEqual(expected.allPages.map((p) => p.href))
    expect(site.tags).toEqual(expected.tags)
    expect(site.categories).toEqual(expected.categories)
    expect(site.info.title).toBe(expected.info.title)
    // covers are Notion files: they go through the image path with the row's block id
    expect(site.posts[0].pageCover).toMatch(/^\/image\/https%3A%2F%2Fprod-files-secure.*\?table=block&id=/)
    // rows came in pages of 7: the query followed the cursor to the end
    const queries = server.calls.filter((c) => c.path.endsWith('/query'))
    expect(queries.length).toBe(Math.ceil(server.workspace.pages.length / 7))
    expect(queries[1].body.start_cursor).toBe('7')
  })

  it('has the record-map structure of the web API: root page, collection, view, query, row blocks', async () => {
    const server = await serve(workspaceFromRecordMap(sampleDb()))
    const ws = server.workspace
    const rm = await sourceFor(server).getDatabase()
    const root = value(rm, 'block', ws.database.id)
    expect(root).toMatchObject({ type: 'collection_view_page', collection_id: ws.dataSource.id, format: { page_icon: '🥗' } })
    const viewId = root.view_ids[0]
    expect(value(rm, 'collection_view', viewId)).toMatchObject({ type: 'table', parent_id: ws.database.id })
    const schema = value(rm, 'collection', ws.dataSource.id).schema
    // ids decoded back to the web API's keys, types renamed
    expect(schema['c%Hd']).toMatchObject({ name: 'category', type: 'select' })
    expect(schema['y=Pn']).toMatchObject({ name: 'summary', type: 'text' })
    expect(schema['NfB^'].options[0]).toMatchObject({ value: '推荐' })
    const ids = rm.collection_query[ws.dataSource.id][viewId].collection_group_results!.blockIds
    expect(ids).toEqual(ws.pages.map((p) => p.id))
    const row = value(rm, 'block', ids[0])
    expect(row).toMatchObject({ type: 'page', parent_table: 'collection', parent_id: ws.dataSource.id, alive: true })
  })
})

describe('NotionOfficialSource: property values and rich text', () => {
  const db = uuid()
  const ds = uuid()
  const props = {
    Name: { id: 'title', name: 'Name', type: 'title', title: {} },
    Kind: { id: 'a%3Ab', name: 'Kind', type: 'select', select: { options: [{ id: 'o1', name: 'Post', color: 'blue' }] } },
    Tags: { id: 'x%25y', name: 'Tags', type: 'multi_select', multi_select: { options: [] } },
    When: { id: 'w', name: 'When', type: 'date', date: {} },
    Done: { id: 'd', name: 'Done', type: 'checkbox', checkbox: {} },
    Count: { id: 'n', name: 'Count', type: 'number', number: {} },
    Link: { id: 'u', name: 'Link', type: 'url', url: {} },
    Who: { id: 'p', name: 'Who', type: 'people', people: {} },
    Rel: { id: 'r', name: 'Rel', type: 'relation', relation: {} },
    State: { id: 's', name: 'State', type: 'status', status: { options: [] } },
    Code: { id: 'i', name: 'Code', type: 'unique_id', unique_id: { prefix: 'LP' } },
    Calc: { id: 'f', name: 'Calc', type: 'formula', formula: {} },
    Notes: { id: 't', name: 'Notes', type: 'rich_text', rich_text: {} },
  }
  const rowId = uuid()
  const other = uuid()
  function workspace() {
    const ws = emptyWorkspace(db, ds, 'Props', props)
    ws.pages.push(
      page(rowId, ds, db, {
        Name: {
          id: 'title',
          type: 'title',
          title: [
            text('Bold', { bold: true }),
            text(' plain '),
            text('all', { italic: true, strikethrough: true, underline: true, code: true, color: 'red_background' }),
            text('link', {}, 'https://example.com/a'),
            text('green', { color: 'green' }),
          ],
        },
        Kind: { id: 'a%3Ab', type: 'select', select: { id: 'o1', name: 'Post', color: 'blue' } },
        Tags: { id: 'x%25y', type: 'multi_select', multi_select: [{ name: 'a' }, { name: 'b c' }] },
        When: { id: 'w', type: 'date', date: { start: '2026-03-04T08:30:00.000+08:00', end: '2026-03-05', time_zone: null } },
        Done: { id: 'd', type: 'checkbox', checkbox: true },
        Count: { id: 'n', type: 'number', number: 42 },
        Link: { id: 'u', type: 'url', url: 'https://leafpress.example.com' },
        Who: { id: 'p', type: 'people', people: [{ object: 'user', id: 'u1' }, { object: 'user', id: 'u2' }] },
        Rel: { id: 'r', type: 'relation', relation: [{ id: other }], has_more: false },
        State: { id: 's', type: 'status', status: { id: 'x', name: 'Published', color: 'green' } },
        Code: { id: 'i', type: 'unique_id', unique_id: { prefix: 'LP', number: 7 } },
        Calc: { id: 'f', type: 'formula', formula: { type: 'number', number: 3.5 } },
        Notes: {
          id: 't',
          type: 'rich_text',
          rich_text: [
            mention({ type: 'page', page: { id: other } }, 'Other'),
            mention({ type: 'date', date: { start: '2026-01-02', end: null, time_zone: null } }, '2026-01-02'),
            mention({ type: 'user', user: { object: 'user', id: 'u1' } }, '@Ann'),
            equation('e^{i\\pi}+1=0'),
            mention({ type: 'link_preview', link_preview: { url: 'https://github.com/x' } }, 'https://github.com/x'),
          ],
        },
      }),
    )
    return ws
  }

  it('converts every property to the web API decoration format, keyed by decoded property id', async () => {
    const server = await serve(workspace())
    const rm = await sourceFor(server).getDatabase()
    const p = value(rm, 'block', rowId).properties
    expect(p.title).toEqual([
      ['Bold', [['b']]],
      [' plain '],
      ['all', [['i'], ['s'], ['_'], ['c'], ['h', 'red_background']]],
      ['link', [['a', 'https://example.com/a']]],
      ['green', [['h', 'teal']]],
    ])
    expect(p['a:b']).toEqual([['Post']])
    expect(p['x%y']).toEqual([['a,b c']])
    expect(p.w).toEqual([['‣', [['d', { type: 'datetimerange', start_date: '2026-03-04', start_time: '08:30', end_date: '2026-03-05' }]]]])
    expect(p.d).toEqual([['Yes']])
    expect(p.n).toEqual([['42']])
    expect(p.u).toEqual([['https://leafpress.example.com']])
    expect(p.p).toEqual([['‣', [['u', 'u1']]], [','], ['‣', [['u', 'u2']]]])
    expect(p.r).toEqual([['‣', [['p', other]]]])
    expect(p.s).toEqual([['Published']])
    expect(p.i).toEqual([['LP-7']])
    expect(p.f).toEqual([['3.5']])
    expect(p.t).toEqual([
      ['‣', [['p', other]]],
      ['‣', [['d', { type: 'date', start_date: '2026-01-02' }]]],
      ['‣', [['u', 'u1']]],
      ['⁍', [['e', 'e^{i\\pi}+1=0']]],
      ['https://github.com/x', [['a', 'https://github.com/x']]],
    ])
    const schema = value(rm, 'collection', ds).schema
    expect(schema.p.type).toBe('person')
    expect(schema.i.type).toBe('auto_increment_id')
  })
})

describe('NotionOfficialSource: page content', () => {
  const db = uuid()
  const ds = uuid()
  const postId = uuid()
  const elsewhere = uuid()
  const originalId = uuid()
  const remoteOriginal = uuid()
  const imageId = uuid()
  const fileUrl = (q: string) => `https://prod-files-secure.s3.us-west-2.amazonaws.com/space/${imageId}/photo.png?X-Amz-Signature=${q}`

  function workspace() {
    const ws = emptyWorkspace(db, ds, 'Blog', { Name: { id: 'title', name: 'Name', type: 'title', title: {} } })
    ws.pages.push(page(postId, ds, db, { Name: { id: 'title', type: 'title', title: [text('Post')] } }))
    ws.pages.push(page(elsewhere, ds, db, { Name: { id: 'title', type: 'title', title: [text('Elsewhere')] } }))
    const rt = (s: string) => ({ rich_text: [text(s)], color: 'default' })
    addContent(ws, postId, [
      block('heading_1', { ...rt('H1'), is_toggleable: false }),
      block('heading_2', { ...rt('H2'), is_toggleable: true }, [block('paragraph', rt('inside toggle heading'))]),
      block('heading_3', { ...rt('H3'), is_toggleable: false }),
      block('paragraph', { rich_text: [text('para')], color: 'gray_background' }, [block('paragraph', rt('indented'))]),
      block('bulleted_list_item', rt('b1'), [block('bulleted_list_item', rt('b1.1'))]),
      block('numbered_list_item', rt('n1')),
      block('to_do', { ...rt('todo'), checked: true }),
      block('toggle', rt('tog'), [block('paragraph', rt('hidden'))]),
      block('quote', rt('q')),
      block('callout', { ...rt('call'), icon: { type: 'emoji', emoji: '💡' }, color: 'green_background' }),
      block('code', { rich_text: [text('const a = 1')], language: 'javascript', caption: [] }),
      block('divider', {}),
      block('equation', { expression: 'E=mc^2' }),
      block('image', { type: 'file', file: { url: fileUrl('old'), expiry_time: '2026-01-06T10:00:00.000Z' }, caption: [text('cap')] }, undefined, imageId),
      block('video', { type: 'external', external: { url: 'https://www.youtube.com/watch?v=abc' }, caption: [] }),
      block('pdf', { type: 'external', external: { url: 'https://example.com/a.pdf' }, caption: [] }),
      block('audio', { type: 'external', external: { url: 'https://example.com/a.mp3' }, caption: [] }),
      block('file', { type: 'external', external: { url: 'https://example.com/a.zip' }, caption: [], name: 'a.zip' }),
      block('bookmark', { url: 'https://example.com', caption: [] }),
      block('embed', { url: 'https://codepen.io/x/pen/y', caption: [] }),
      block('table', { table_width: 2, has_column_header: true, has_row_header: false }, [
        block('table_row', { cells: [[text('h1')], [text('h2')]] }),
        block('table_row', { cells: [[text('a', { bold: true })], []] }),
      ]),
      block('column_list', {}, [
        block('column', { width_ratio: 0.25 }, [block('paragraph', rt('left'))]),
        block('column', { width_ratio: 0.75 }, [block('paragraph', rt('right'))]),
      ]),
      block('synced_block', { synced_from: null }, [block('paragraph', rt('synced'))], originalId),
      block('synced_block', { synced_from: { type: 'block_id', block_id: originalId } }),
      block('synced_block', { synced_from: { type: 'block_id', block_id: remoteOriginal } }),
      block('child_page', { title: 'Sub page' }, [block('paragraph', rt('not loaded with the parent'))]),
      block('link_to_page', { type: 'page_id', page_id: elsewhere }),
      block('table_of_contents', { color: 'default' }),
      block('child_database', { title: 'Reading list' }, [block('paragraph', rt('rows are not loaded'))]),
      block('breadcrumb', {}),
      block('tab', {}, [
        block('paragraph', { rich_text: [text('Breakfast')], color: 'default', icon: { type: 'emoji', emoji: '🍳' } }, [block('heading_2', { ...rt('In a tab'), is_toggleable: false })]),
        block('paragraph', { rich_text: [], color: 'default' }, [block('paragraph', rt('second panel'))]),
      ]),
      // a button: the official API does not expose it (no label, no automation)
      block('unsupported', {}),
    ])
    // the original of the second reference lives on another page
    addContent(ws, remoteOriginal, [block('paragraph', rt('from another page'))])
    return ws
  }

  it('converts every block type, nested content and paginated children lists', async () => {
    const server = await serve(workspace(), { pageSize: 2 })
    const source = sourceFor(server)
    await source.getDatabase()
    const rm = await source.getPage(postId.replace(/-/g, ''))
    const root = value(rm, 'block', postId)
    expect(root).toMatchObject({ type: 'page', parent_table: 'collection', properties: { title: [['Post']] } })
    // the row's collection comes along, as loadPageChunk's answers carry it
    expect(value(rm, 'collection', ds)).toBeTruthy()
    const kids = root.content.map((id: string) => value(rm, 'block', id))
    expect(kids.map((b: any) => b.type)).toEqual([
      'header', 'sub_header', 'sub_sub_header', 'text', 'bulleted_list', 'numbered_list', 'to_do', 'toggle', 'quote',
      'callout', 'code', 'divider', 'equation', 'image', 'video', 'pdf', 'audio', 'file', 'bookmark', 'embed', 'table',
      'column_list', 'transclusion_container', 'transclusion_reference', 'transclusion_reference', 'page', 'alias', 'table_of_contents',
      'collection_view', 'breadcrumb', 'tab',
    ])
    const byType = (t: string, n = 0) => kids.filter((b: any) => b.type === t)[n]
    const child = (b: any, i = 0) => value(rm, 'block', b.content[i])
    // an inline database keeps its place and title; its data is not loaded (the renderer says so)
    expect(byType('collection_view')).toMatchObject({ properties: { title: [['Reading list']] } })
    expect(byType('collection_view').content).toBeUndefined()
    expect(byType('sub_header').format).toEqual({ toggleable: true })
    expect(child(byType('sub_header')).properties.title).toEqual([['inside toggle heading']])
    expect(byType('text')).toMatchObject({ properties: { title: [['para']] }, format: { block_color: 'gray_background' }, parent_id: postId })
    expect(child(byType('text'))).toMatchObject({ type: 'text', parent_id: byType('text').id })
    expect(child(byType('bulleted_list')).type).toBe('bulleted_list')
    expect(byType('to_do').properties.checked).toEqual([['Yes']])
    expect(byType('callout').format).toEqual({ block_color: 'teal_background', page_icon: '💡' })
    expect(byType('code').properties).toMatchObject({ title: [['const a = 1']], language: [['JavaScript']] })
    expect(byType('equation').properties.title).toEqual([['E=mc^2']])
    expect(byType('image')).toMatchObject({ id: imageId, properties: { source: [[fileUrl('old')]], caption: [['cap']] }, format: { display_source: fileUrl('old') } })
    expect(byType('video').properties.source).toEqual([['https://www.youtube.com/watch?v=abc']])
    expect(byType('file').properties.title).toEqual([['a.zip']])
    expect(byType('bookmark').properties.link).toEqual([['https://example.com']])
    expect(byType('embed').format.display_source).toBe('https://codepen.io/x/pen/y')
    const table = byType('table')
    expect(table.format).toEqual({ table_block_column_order: ['col0', 'col1'], table_block_column_header: true, table_block_row_header: false })
    expect(child(table, 1)).toMatchObject({ type: 'table_row', properties: { col0: [['a', [['b']]]], col1: [] } })
    expect(child(byType('column_list'), 1)).toMatchObject({ type: 'column', format: { column_ratio: 0.75 } })
    expect(child(child(byType('column_list'), 1)).properties.title).toEqual([['right']])
    // synced blocks: references point at containers that hold the content, also for an original on another page
    expect(byType('transclusion_container').id).toBe(originalId)
    expect(byType('transclusion_reference').format.transclusion_reference_pointer).toEqual({ id: originalId, table: 'block' })
    const remote = value(rm, 'block', remoteOriginal)
    expect(remote.type).toBe('transclusion_container')
    expect(value(rm, 'block', remote.content[0]).properties.title).toEqual([['from another page']])
    // sub-pages are linked, not loaded; page links become aliases
    expect(byType('page')).toMatchObject({ properties: { title: [['Sub page']] } })
    expect(byType('page').content).toBeUndefined()
    expect(byType('alias').format.alias_pointer).toEqual({ id: elsewhere, table: 'block' })
    // tabs (#41): one text block per tab, titled with its label, holding the tab's blocks
    const tabs = byType('tab')
    expect(child(tabs, 0)).toMatchObject({ type: 'text', properties: { title: [['Breakfast']] } })
    expect(child(child(tabs, 0))).toMatchObject({ type: 'sub_header', properties: { title: [['In a tab']] } })
    expect(child(child(tabs, 1)).properties.title).toEqual([['second panel']])
    // the sub-page's children were never asked for
    const subPageId = byType('page').id
    expect(server.calls.some((c) => c.path.includes(subPageId))).toBe(false)
  })

  it('re-signs an expired file URL with the block as Notion answers it now', async () => {
    const server = await serve(workspace())
    const source = sourceFor(server)
    const image = Object.values(server.workspace.children).flat().find((b) => b.id === imageId)!
    image.image.file.url = fileUrl('fresh')
    expect(await source.signFileUrl(fileUrl('old'), { id: imageId, table: 'block' })).toBe(fileUrl('fresh'))
    expect(await source.signFileUrl('https://prod-files-secure.s3.us-west-2.amazonaws.com/space/other/x.png', { id: imageId, table: 'block' })).toBeNull()
  })

  it('re-signs a page cover through the page', async () => {
    const ws = workspaceFromRecordMap(sampleDb())
    const server = await serve(ws)
    const row = ws.pages[0]
    const old = row.cover.file.url
    row.cover.file.url = old.replace('X-Amz-Signature=abc', 'X-Amz-Signature=new')
    expect(await sourceFor(server).signFileUrl(old, { id: row.id, table: 'block' })).toBe(row.cover.file.url)
  })
})

describe('NotionOfficialSource: last-edited times of pages (sub-pages checked every window)', () => {
  it('one pages.retrieve per id, at most a batch; a page not found is left out; the times its pages carry', async () => {
    const server = await serve(workspaceFromRecordMap(sampleDb()))
    const source = sourceFor(server)
    const rows = server.workspace.pages.slice(0, 12).map((p: any) => p.id as string)
    const missing = uuid()
    const retrieves = () => server.calls.filter((c) => c.method === 'GET' && /\/v1\/pages\/[^/]+$/.test(c.path)).length
    const times = await source.editedTimes([rows[0], missing, ...rows.slice(1)])
    expect(retrieves()).toBe(source.editedTimesBatch)
    expect(times.has(missing)).toBe(false)
    expect(times.size).toBe(source.editedTimesBatch - 1)
    const page = await source.getPage(rows[0])
    expect(times.get(rows[0])).toBe(getBlock(page, rows[0])?.last_edited_time)
  })
})

describe('NotionOfficialSource failures', () => {
  it('retries a 429 after its Retry-After, one request at a time through the throttle', async () => {
    const server = await serve(workspaceFromRecordMap(sampleDb()))
    server.setFault('429', { retryAfter: 1, times: 1 })
    const throttle = new Throttle({ ratePerSecond: 100, maxInFlight: 3, baseDelayMs: 10 })
    const t0 = Date.now()
    const rm = await sourceFor(server, { throttle }).getDatabase()
    expect(Object.keys(rm.block).length).toBeGreaterThan(20)
    expect(Date.now() - t0).toBeGreaterThanOrEqual(1000)
    expect(server.calls[0].path).toBe(server.calls[1].path) // the limited request, then its retry
  })

  it('fails loudly on 500, malformed answers, timeouts and a wrong token (the store keeps its data)', async () => {
    const server = await serve(workspaceFromRecordMap(sampleDb()))
    const source = sourceFor(server, { timeoutMs: 1_000 })
    let now = 0
    const store = new WorkspaceStore(source, { ttlMs: 1000, now: () => now, log: () => {} })
    const good = await store.getDatabase()
    for (const fault of ['500', 'malformed', 'timeout'] as const) {
      server.setFault(fault)
      await expect(source.getDatabase()).rejects.toThrow()
      now += 10_000
      expect(await store.getDatabase()).toBe(good)
    }
    server.setFault('500')
    await expect(source.getDatabase()).rejects.toMatchObject({ status: 500, code: 'internal_server_error' })
    server.setFault('none')
    await expect(new NotionOfficialSource({ token: 'wrong', databaseId: server.workspace.database.id, baseUrl: server.baseUrl }).getDatabase())
      .rejects.toMatchObject({ status: 401 })
  })

  it('keeps the last good copy of a page when its refresh answers malformed JSON', async () => {
    const server = await serve(workspaceFromRecordMap(sampleDb()))
    const source = sourceFor(server)
    const store = new WorkspaceStore(source, { ttlMs: 1000, log: () => {}, graceMs: 50 })
    const id = server.workspace.pages[0].id
    const first = await store.getPage(id, 1)
    server.setFault('malformed')
    expect(await store.getPage(id, Date.now() + 1e9)).toBe(first)
    expect(getBlock(first, id)?.type).toBe('page')
  })
})

describe('configuration of the official source', () => {
  const id = '02ab3b8678004aa69e9e415905ef32a5'
  it('is chosen when NOTION_TOKEN and NOTION_DATABASE_ID are set (an id or a database URL)', () => {
    expect(readSourceSettings({ NOTION_TOKEN: 'secret_x', NOTION_DATABASE_ID: `https://www.notion.so/ws/${id}?v=1234` })).toEqual({
      kind: 'notion-official',
      token: 'secret_x',
      databaseId: id,
      apiBaseUrl: undefined,
    })
    const source = createSource({ NOTION_TOKEN: 'secret_x', NOTION_DATABASE_ID: id, NOTION_OFFICIAL_API_BASE_URL: 'http://127.0.0.1:9' })
    expect(source.kind).toBe('notion-official')
  })
  it('names the missing or malformed setting and the fix', () => {
    expect(() => readSourceSettings({ NOTION_TOKEN: 'secret_x' })).toThrow(/NOTION_DATABASE_ID is not/)
    expect(() => readSourceSettings({ NOTION_DATABASE_ID: id })).toThrow(/NOTION_TOKEN is not/)
    expect(() => readSourceSettings({ NOTION_TOKEN: 'x', NOTION_DATABASE_ID: 'nope' })).toThrow(/NOTION_DATABASE_ID = "nope"/)
    expect(() => readSourceSettings({ NOTION_TOKEN: 'x', NOTION_DATABASE_ID: id, NOTION_OFFICIAL_API_BASE_URL: 'ftp://x' })).toThrow(/NOTION_OFFICIAL_API_BASE_URL/)
    expect(() => readSourceSettings({ NOTION_RATE_LIMIT: 'fast' })).toThrow(/NOTION_RATE_LIMIT = "fast"/)
    expect(() => readSourceSettings({ NOTION_MAX_CONCURRENCY: '1.5' })).toThrow(/NOTION_MAX_CONCURRENCY/)
    expect(() => readSourceSettings({ IMAGE_ALLOWED_HOSTS: 'https://x.com/a' })).toThrow(/IMAGE_ALLOWED_HOSTS/)
    expect(() => readSourceSettings({ LEAFPRESS_REVALIDATE_SECRET: 'short' })).toThrow(/LEAFPRESS_REVALIDATE_SECRET/)
  })
})
