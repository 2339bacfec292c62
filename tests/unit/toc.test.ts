// Table of contents and breadcrumbs from record maps (lib/site/toc.ts).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { getBreadcrumbs, getPageToc } from '@/lib/site/toc'

let n = 0
const id = () => `00000000-0000-4000-9000-${(++n).toString(16).padStart(12, '0')}`

interface Spec {
  id?: string
  type: string
  title?: string
  children?: Spec[]
  [key: string]: unknown
}

function build(root: Spec, parent = { id: 'space', table: 'space' }, block: Record<string, unknown> = {}): { map: ExtendedRecordMap; pageId: string } {
  const add = (spec: Spec, parentId: string, parentTable: string): string => {
    const { children, title, ...rest } = spec
    const blockId = spec.id ?? id()
    const content = (children ?? []).map((c) => add(c, blockId, 'block'))
    block[blockId] = {
      role: 'reader',
      value: { parent_id: parentId, parent_table: parentTable, alive: true, ...rest, id: blockId, properties: title ? { title: [[title]] } : {}, ...(content.length ? { content } : {}) },
    }
    return blockId
  }
  const pageId = add(root, parent.id, parent.table)
  return { map: { block } as unknown as ExtendedRecordMap, pageId }
}

const h = (type: string, title: string, extra: Partial<Spec> = {}): Spec => ({ type, title, ...extra })

describe('getPageToc', () => {
  it('lists headings in document order, including inside columns, toggles and synced blocks', () => {
    const container = id()
    const { map, pageId } = build({
      type: 'page',
      children: [
        h('header', 'One'),
        { type: 'column_list', children: [{ type: 'column', children: [h('sub_header', 'In column')] }, { type: 'column', children: [h('sub_sub_header', 'Deeper')] }] },
        { type: 'toggle', title: 'T', children: [h('sub_header', 'In toggle')] },
        { id: container, type: 'transclusion_container', children: [h('header', 'Synced')] },
        { type: 'page', title: 'Sub page', children: [h('header', 'Not mine')] },
        h('header', '   '),
      ],
    })
    const toc = getPageToc(map, pageId)
    expect(toc.map((t) => t.text)).toEqual(['One', 'In column', 'Deeper', 'In toggle', 'Synced'])
    expect(toc[0]).toEqual({ id: toc[0].id, type: 'header', text: 'One', indentLevel: 0 })
    expect(toc[0].id).toMatch(/^[0-9a-f]{32}$/)
  })

  it('never indents more than one level deeper than the entry before', () => {
    const { map, pageId } = build({
      type: 'page',
      children: [h('sub_sub_header', 'starts at H3'), h('header', 'H1'), h('sub_sub_header', 'H3 under H1'), h('sub_sub_header', 'sibling H3'), h('sub_header', 'H2'), h('sub_sub_header', 'H3 under H2')],
    })
    const toc = getPageToc(map, pageId)
    expect(toc.map((t) => t.indentLevel)).toEqual([0, 0, 1, 1, 1, 2])
    for (let i = 1; i < toc.length; i++) expect(toc[i].indentLevel - toc[i - 1].indentLevel).toBeLessThanOrEqual(1)
    expect(toc[0].indentLevel).toBe(0)
  })

  it('resolves mentions in heading text and survives cycles and missing pages', () => {
    const a = id()
    const { map, pageId } = build({ type: 'page', children: [{ id: a, type: 'toggle', title: 'x', content: [a] } as Spec] })
    ;(map.block[a] as any).value.content = [a]
    expect(getPageToc(map, pageId)).toEqual([])
    expect(getPageToc(map, 'missing')).toEqual([])
    const dated = build({ type: 'page', children: [{ type: 'header', properties: {} } as Spec] })
    ;(Object.values(dated.map.block)[0] as any).value.properties = { title: [['Due '], ['‣', [['d', { type: 'date', start_date: '2024-01-02' }]]]] }
    expect(getPageToc(dated.map, dated.pageId)[0]?.text).toBe('Due Jan 2, 2024')
  })

  it('matches the real Table of Contents fixture', () => {
    const file = path.resolve(__dirname, '../fixtures/real-notion/notion-compat__034119d20132420abe8e9863bbe91e9d.json')
    const map = JSON.parse(fs.readFileSync(file, 'utf8'))
    const toc = getPageToc(map, '034119d2-0132-420a-be8e-9863bbe91e9d')
    expect(toc.map((t) => [t.text, t.indentLevel])).toEqual([
      ['Main H1', 0],
      ['Foo H2 bold italic colored', 1],
      ['Bar H2 underline code', 1],
      ['Kittens H3 😻', 2],
      ['😍 Baz H2', 1],
      ['Second H1', 0],
      ['Third H1', 0],
      ['Test H3', 1],
      ['Test H3 🐹', 1],
      ['Test H2', 1],
    ])
  })
})

describe('getBreadcrumbs', () => {
  it('walks up through pages and collections to the outermost ancestor in the map', () => {
    const top = id()
    const db = id()
    const collection = id()
    const row = id()
    const block: Record<string, unknown> = {}
    build({ id: top, type: 'page', title: 'Home', format: { page_icon: '🏠' }, children: [{ id: db, type: 'collection_view_page', collection_id: collection, view_ids: [] }] }, undefined, block)
    block[row] = { role: 'reader', value: { id: row, type: 'page', parent_id: collection, parent_table: 'collection', properties: { title: [['Post']] } } }
    const map = {
      block,
      collection: { [collection]: { role: 'reader', value: { id: collection, name: [['Blog']], parent_id: db, parent_table: 'block', icon: '📚' } } },
    } as unknown as ExtendedRecordMap
    expect(getBreadcrumbs(map, row)).toEqual([
      { id: top, title: 'Home', icon: '🏠' },
      { id: db, title: 'Blog', icon: '📚' },
      { id: row, title: 'Post', icon: null },
    ])
    expect(getBreadcrumbs(map, 'missing')).toEqual([])
  })
})
