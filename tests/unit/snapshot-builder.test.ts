// The snapshot builder must produce record maps in Notion's own shapes (checked against the
// real fixtures in tests/fixtures/real-notion), deterministically.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { describe, expect, it } from 'vitest'
import {
  alias,
  authorMention,
  bold,
  buildWorkspace,
  bullets,
  color,
  compactId,
  dateMention,
  h1,
  inlineDatabase,
  inlineEquation,
  linkMention,
  marks,
  p,
  pageMention,
  PROPERTY_IDS,
  PROPERTY_NAMES,
  rich,
  subpage,
  synced,
  syncedRef,
  table,
  toJson,
  uuidFromSeed,
  type RowSpec,
  type WorkspaceSpec,
} from '@/lib/workspace/snapshot-builder'

const FIXTURES = path.resolve(__dirname, '../fixtures/real-notion')
const fixture = (name: string) => JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8'))

type Rec = Record<string, any>
const value = (map: ExtendedRecordMap, table: keyof ExtendedRecordMap, id: string): Rec =>
  ((map[table] as Rec)[id] as Rec)?.value
const blocks = (map: ExtendedRecordMap): Rec[] => Object.values(map.block).map((b) => (b as Rec).value)

function spec(rows: RowSpec[]): WorkspaceSpec {
  return {
    namespace: 'test',
    title: '測試站',
    description: '描述',
    icon: '🧪',
    cover: '/files/site-cover.webp',
    createdAt: '2026-01-01T00:00:00.000Z',
    author: { givenName: 'A', familyName: 'B', email: 'a@example.com', photo: '/files/avatar.webp' },
    categories: { 飲食: 'orange' },
    tags: { 蔬菜: 'green', 推荐: 'red' },
    rows,
  }
}

const first: RowSpec = {
  title: '第一篇',
  type: 'Post',
  status: 'Published',
  slug: 'first',
  summary: '摘要',
  category: '飲食',
  date: '2024-03-01',
  tags: ['蔬菜', '推荐'],
  icon: '🥦',
  cover: '/files/cover-first.webp',
  body: [
    h1('標題'),
    p('文字', bold('粗體'), pageMention('second'), authorMention()),
    bullets('一', { text: '二', children: bullets('二之一') }),
    synced('tip', p('同步')),
    syncedRef('tip'),
    alias('second'),
    table({ columns: ['a', 'b'], rows: [[['甲'], ['乙']]] }),
    subpage('子頁', '📄', p('子頁內容')),
    inlineDatabase({
      key: 'db',
      name: '表',
      schema: { title: { name: '名稱', type: 'title' } },
      rows: [{ properties: { title: rich('列一') } }],
      views: [
        { type: 'table', name: '表格' },
        { type: 'gallery', name: '卡片' },
      ],
    }),
  ],
}
const second: RowSpec = { title: '第二篇', type: 'Post', status: 'Published', slug: 'second', date: '2024-04-01', body: [p('內容')] }

describe('ids', () => {
  it('derives dashed v4-style UUIDs from seeds, deterministically', () => {
    const id = uuidFromSeed('hello')
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(uuidFromSeed('hello')).toBe(id)
    expect(uuidFromSeed('hello!')).not.toBe(id)
    expect(compactId(id)).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('rich text', () => {
  it('uses Notion decoration shapes', () => {
    expect(bold('x')).toEqual(['x', [['b']]])
    expect(color('x', 'blue_background')).toEqual(['x', [['h', 'blue_background']]])
    expect(marks('x', ['b'], ['i'])).toEqual(['x', [['b'], ['i']]])
    expect(inlineEquation('E=mc^2')).toEqual(['⁍', [['e', 'E=mc^2']]])
    expect(dateMention({ type: 'date', start_date: '2024-01-02' })).toEqual(['‣', [['d', { type: 'date', start_date: '2024-01-02' }]]])
    expect(linkMention('https://a.example', 'A')).toEqual(['‣', [['lm', { href: 'https://a.example', title: 'A' }]]])
  })

  it('matches the decorations found in real record maps', () => {
    // A date mention as Notion sends it (examples/cra fixture) has the same shape as ours.
    const text = JSON.stringify(fixture('examples__cra__src__record-map.json'))
    expect(text).toContain(JSON.stringify(['‣', [['d', { type: 'date', start_date: '2021-02-11' }]]]))
  })
})

describe('buildWorkspace', () => {
  const built = buildWorkspace(spec([first, second]))
  const db = built.database
  const { rootPageId, collectionId, collectionViewId } = built.manifest

  it('boxes every record as { role, value } with the same tables as notion-client', () => {
    const real = fixture('examples__full__lib__v3-record-map-response.json')
    for (const table of ['block', 'collection', 'collection_view', 'notion_user', 'collection_query', 'signed_urls']) {
      expect(real).toHaveProperty(table)
      expect(db).toHaveProperty(table)
    }
    for (const table of ['block', 'collection', 'collection_view', 'notion_user'] as const) {
      for (const [id, box] of Object.entries(db[table])) {
        expect((box as Rec).role).toBe('reader')
        expect((box as Rec).value.id).toBe(id)
      }
    }
  })

  it('makes the root a collection_view_page listed first, pointing at the collection and view', () => {
    expect(Object.keys(db.block)[0]).toBe(rootPageId)
    const root = value(db, 'block', rootPageId)
    expect(root.type).toBe('collection_view_page')
    expect(root.collection_id).toBe(collectionId)
    expect(root.view_ids).toEqual([collectionViewId])
    expect(root.parent_table).toBe('space')
    expect(value(db, 'collection_view', collectionViewId).type).toBe('table')
    expect(Object.keys(db.collection)).toEqual([collectionId])
  })

  it('writes the schema with the agreed property names and short ids', () => {
    const schema = value(db, 'collection', collectionId).schema as Record<string, Rec>
    expect(Object.values(schema).map((s) => s.name).sort()).toEqual([...PROPERTY_NAMES].sort())
    expect(schema.title).toEqual({ name: 'title', type: 'title' })
    expect(schema[PROPERTY_IDS.tags].type).toBe('multi_select')
    expect(schema[PROPERTY_IDS.tags].options.map((o: Rec) => [o.value, o.color])).toEqual([
      ['蔬菜', 'green'],
      ['推荐', 'red'],
    ])
    for (const id of Object.keys(schema)) expect(id === 'title' || id.length === 4).toBe(true)
  })

  it('stores the query result the way notion-client does (collection_group_results)', () => {
    const result = (db.collection_query[collectionId] as Rec)[collectionViewId]
    const ids = [first, second].map((r) => uuidFromSeed(`test/row/${r.slug}`))
    expect(result).toEqual({ collection_group_results: { type: 'results', blockIds: ids, hasMore: false } })
    // the same nesting as the real 2026 capture
    const real = fixture('examples__full__lib__v3-record-map-response.json').collection_query
    const realResult = Object.values(Object.values(real)[0] as Rec)[0] as Rec
    expect(Object.keys(realResult)).toEqual(Object.keys(result))
    expect(Object.keys(realResult.collection_group_results).sort()).toEqual(Object.keys(result.collection_group_results).sort())
  })

  it('writes row properties keyed by property id, like Notion', () => {
    const row = value(db, 'block', uuidFromSeed('test/row/first'))
    expect(row).toMatchObject({ type: 'page', parent_table: 'collection', parent_id: collectionId, alive: true })
    expect(row.properties.title).toEqual([['第一篇']])
    expect(row.properties[PROPERTY_IDS.date]).toEqual([['‣', [['d', { type: 'date', start_date: '2024-03-01' }]]]])
    expect(row.properties[PROPERTY_IDS.tags]).toEqual([['蔬菜,推荐']])
    expect(row.properties[PROPERTY_IDS.category]).toEqual([['飲食']])
    expect(row.format.page_cover).toBe('/files/cover-first.webp')
    for (const key of ['version', 'created_time', 'last_edited_time', 'space_id', 'created_by_id']) expect(row).toHaveProperty(key)
  })

  it('puts the page first in its record map and resolves every content id inside it', () => {
    const id = uuidFromSeed('test/row/first')
    const page = built.pages.get(id)!
    expect(Object.keys(page.block)[0]).toBe(id)
    const seen = new Set<string>()
    const walk = (bid: string) => {
      const b = value(page, 'block', bid)
      expect(b, `missing block ${bid}`).toBeTruthy()
      seen.add(bid)
      if (b.type === 'page' && bid !== id) return // child pages have their own record map
      for (const c of b.content ?? []) {
        expect(value(page, 'block', c).parent_id).toBe(bid)
        walk(c)
      }
    }
    walk(id)
    expect(seen.size).toBeGreaterThan(10)
  })

  it('resolves mentions, aliases and synced blocks, and includes the targets', () => {
    const page = built.pages.get(uuidFromSeed('test/row/first'))!
    const secondId = uuidFromSeed('test/row/second')
    const all = blocks(page)
    const text = all.find((b) => b.type === 'text' && JSON.stringify(b.properties).includes('粗體'))!
    expect(text.properties.title).toContainEqual(['‣', [['p', secondId]]])
    expect(text.properties.title).toContainEqual(['‣', [['u', uuidFromSeed('test/user')]]])
    expect(value(page, 'notion_user', uuidFromSeed('test/user'))).toBeTruthy()
    expect(all.find((b) => b.type === 'alias')!.format.alias_pointer.id).toBe(secondId)
    expect(value(page, 'block', secondId).properties.title).toEqual([['第二篇']])
    const container = all.find((b) => b.type === 'transclusion_container')!
    expect(all.find((b) => b.type === 'transclusion_reference')!.format.transclusion_reference_pointer.id).toBe(container.id)
  })

  it('builds tables like the real table block (column order, widths, rows)', () => {
    const page = built.pages.get(uuidFromSeed('test/row/first'))!
    const t = blocks(page).find((b) => b.type === 'table')!
    const real = blocks(fixture('examples__full__lib__v3-record-map-response.json')).find((b) => b?.type === 'table')!
    for (const key of ['table_block_column_order', 'table_block_column_format', 'table_block_column_header', 'table_block_row_header']) {
      expect(real.format).toHaveProperty(key)
      expect(t.format).toHaveProperty(key)
    }
    const row = value(page, 'block', t.content[0])
    expect(row.type).toBe('table_row')
    expect(row.properties).toEqual({ a: [['甲']], b: [['乙']] })
  })

  it('gives inline databases a collection, views and per-view query results', () => {
    const page = built.pages.get(uuidFromSeed('test/row/first'))!
    const cv = blocks(page).find((b) => b.type === 'collection_view')!
    expect(cv.view_ids).toHaveLength(2)
    expect(value(page, 'collection', cv.collection_id).parent_id).toBe(cv.id)
    expect(cv.view_ids.map((v: string) => value(page, 'collection_view', v).type)).toEqual(['table', 'gallery'])
    for (const v of cv.view_ids) {
      const ids = (page.collection_query[cv.collection_id] as Rec)[v].collection_group_results.blockIds
      expect(ids).toHaveLength(1)
      expect(value(page, 'block', ids[0]).parent_table).toBe('collection')
      expect(built.pages.has(ids[0])).toBe(true)
    }
  })

  it('gives a child page its own record map holding its content', () => {
    const parent = built.pages.get(uuidFromSeed('test/row/first'))!
    const sub = blocks(parent).find((b) => b.type === 'page' && b.parent_table === 'block')!
    expect(sub.content).toHaveLength(1)
    expect(parent.block[sub.content[0]]).toBeUndefined()
    const own = built.pages.get(sub.id)!
    expect(Object.keys(own.block)[0]).toBe(sub.id)
    expect(value(own, 'block', sub.content[0]).properties.title).toEqual([['子頁內容']])
  })

  it('is deterministic and fails loudly on bad input', () => {
    const again = buildWorkspace(spec([first, second]))
    expect(toJson(again.database)).toBe(toJson(db))
    expect([...again.pages].map(([k, v]) => k + toJson(v))).toEqual([...built.pages].map(([k, v]) => k + toJson(v)))
    expect(() => buildWorkspace(spec([{ ...second, body: [p(pageMention('nope'))] }]))).toThrow(/unknown slug: nope/)
    expect(() => buildWorkspace(spec([second, second]))).toThrow(/duplicate row key/)
  })
})

describe('DSL helpers', () => {
  it('tells a list of spans from a single decoration', async () => {
    const { callout, todo } = await import('@/lib/workspace/snapshot-builder')
    expect(callout('💡', ['前', bold('中'), '後']).title).toEqual(['前', ['中', [['b']]], '後'])
    expect(callout('💡', bold('只有一段')).title).toEqual([['只有一段', [['b']]]])
    expect(todo(['a', 'b'], true).title).toEqual(['a', 'b'])
  })
})
