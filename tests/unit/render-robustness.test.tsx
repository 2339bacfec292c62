// Malformed record maps never crash a page: missing records, unknown types, cycles, hostile
// nesting, odd shapes. What cannot be shown renders nothing and is logged.
import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionBody, NotionPage, getBlock, prepareBody } from '@/lib/render'
import { resetWarnings } from '@/lib/render/log'
import { MAX_BLOCKS } from '@/lib/render/dispatch'
import { buildMap, renderBlocks, renderMap, testOptions, textOf, uid } from './render-test-utils'

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetWarnings()
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

describe('record shapes', () => {
  it('reads { role, value } and the 2026 { spaceId, value: { value, role } } records', async () => {
    const page = uid()
    const text = uid()
    const map = {
      block: {
        [page]: { spaceId: 's', value: { role: 'reader', value: { id: page, type: 'page', properties: { title: [['New format']] }, content: [text], parent_id: 's', parent_table: 'space', alive: true } } },
        [text]: { role: 'reader', value: { id: text, type: 'text', properties: { title: [['Old format child']] }, parent_id: page, parent_table: 'block', alive: true } },
      },
    } as unknown as ExtendedRecordMap
    expect(getBlock(map, page)?.type).toBe('page')
    expect(getBlock(map, page.replace(/-/g, ''))?.id).toBe(page)
    const html = await renderMap(map, page)
    expect(html).toContain('New format')
    expect(html).toContain('Old format child')
  })

  it('renders nothing for records without a value, missing blocks and junk in content', async () => {
    const { map, pageId } = buildMap({ type: 'page', children: [{ type: 'text', title: 'kept' }] })
    const root = getBlock(map, pageId)!
    ;(root.content as unknown[]).push('missing-id', null, 42, { id: 'x' }, 'no-value')
    ;(map.block as Record<string, unknown>)['no-value'] = { role: 'reader' }
    const html = await renderMap(map, pageId, { pageHeader: false })
    expect(textOf(html)).toContain('kept')
    expect(warn.mock.calls.flat().join('\n')).toContain('missing-id')
  })

  it('renders an empty article when the page itself is missing', async () => {
    const prepared = await prepareBody({ block: {} } as unknown as ExtendedRecordMap, 'nope', testOptions)
    expect(renderToStaticMarkup(<NotionBody prepared={prepared} />)).toContain('notion-page-empty')
  })

  it('survives a record map with none of the optional tables', async () => {
    const id = uid()
    const map = { block: { [id]: { role: 'reader', value: { id, type: 'page', properties: { title: [['Bare']] } } } } } as unknown as ExtendedRecordMap
    expect(await renderMap(map, id)).toContain('Bare')
  })
})

describe('unsupported and broken blocks', () => {
  it('renders unknown types as nothing and logs each type once', async () => {
    const html = await renderBlocks([{ type: 'hologram', title: 'x' }, { type: 'hologram' }, { type: 'text', title: 'after' }])
    expect(textOf(html)).toBe('after')
    const logs = warn.mock.calls.flat().filter((m: unknown) => String(m).includes('hologram'))
    expect(logs).toHaveLength(1)
  })

  it('skips types named like Object methods (constructor, toString, __proto__) like any unknown type', async () => {
    const names = ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']
    const html = await renderBlocks([...names.map((type) => ({ type, title: 'hidden' })), { type: 'text', title: 'after' }])
    expect(textOf(html)).toBe('after')
    for (const name of names) expect(warn.mock.calls.flat().some((m: unknown) => String(m).includes(`"${name}"`)), name).toBe(true)
  })

  it('drops a block whose renderer throws and keeps the rest', async () => {
    const evil = { get block_color(): string { throw new Error('boom') } }
    const html = await renderBlocks([{ type: 'text', title: 'bad', format: evil }, { type: 'text', title: 'good' }])
    expect(textOf(html)).toContain('good')
    expect(textOf(html)).not.toContain('bad')
  })

  it('handles blocks with the wrong field types', async () => {
    const html = await renderBlocks([
      { type: 'image', properties: { source: 'not-an-array' }, format: { block_width: 'wide', block_aspect_ratio: -1 } },
      { type: 'column_list', content: 'nope' as never },
      { type: 'table', format: { table_block_column_order: 'x' } },
      { type: 'code', properties: { title: { a: 1 }, language: 5 } },
      { type: 'bookmark', properties: { link: [[null]] } },
      { type: 'to_do', properties: { checked: 'Yes' } },
      { type: 'alias', format: null as never },
      { type: 'transclusion_reference' },
      { type: 'collection_view', view_ids: 'x' },
      { type: 'embed', properties: { source: [[{}]] } },
      { type: 'text', title: 'survivor' },
    ])
    expect(textOf(html)).toContain('survivor')
  })
})

describe('cycles and limits', () => {
  it('cuts a block that contains itself', async () => {
    const id = uid()
    const html = await renderBlocks([{ id, type: 'toggle', title: 'loop', content: [id] }])
    expect(html.match(/loop/g)).toHaveLength(1)
  })

  it('cuts a child that contains its ancestor, including the page', async () => {
    const page = uid()
    const a = uid()
    const b = uid()
    const { map } = buildMap({
      id: page,
      type: 'page',
      title: 'Root',
      children: [{ id: a, type: 'toggle', title: 'A', children: [{ id: b, type: 'callout', title: 'B', content: [a, page] }] }],
    })
    const html = await renderMap(map, page)
    expect(html.match(/>A</g)).toHaveLength(1)
    expect(html.match(/>B</g)).toHaveLength(1)
    expect(warn.mock.calls.flat().join('\n')).toContain('cycle')
  })

  it('cuts a synced block that references its own container', async () => {
    const container = uid()
    const html = await renderBlocks([
      { id: container, type: 'transclusion_container', children: [{ type: 'text', title: 'in' }, { type: 'transclusion_reference', format: { transclusion_reference_pointer: { id: container } } }] },
    ])
    expect(html.match(/>in</g)).toHaveLength(1)
  })

  it('stays bounded on a hostile fan-out (a DAG whose paths multiply)', async () => {
    // 30 levels, each node listing the next level 50 times: 50^30 paths if rendered naively.
    const levels = Array.from({ length: 30 }, () => uid())
    const extra: Record<string, unknown> = {}
    levels.forEach((id, i) => {
      extra[id] = { role: 'reader', value: { id, type: 'toggle', alive: true, properties: { title: [[`L${i}`]] }, content: i + 1 < levels.length ? Array(50).fill(levels[i + 1]) : [] } }
    })
    const { map, pageId } = buildMap({ type: 'page', content: [levels[0]] }, { block: extra as never })
    const html = await renderMap(map, pageId)
    expect(html).toContain('L0')
    // bounded by the renderer's block budget, not by the paths (counted, not timed: a busy
    // machine must not fail this)
    expect(html.match(/>L\d+</g)?.length ?? 0).toBeLessThanOrEqual(MAX_BLOCKS)
  }, 60_000) // rendered naively it would never end; bounded it takes 1–2 s, more on a busy machine

  it('NotionPage (async server component) prepares and renders in one step', async () => {
    const { map, pageId } = buildMap({ type: 'page', title: 'One step', children: [{ type: 'code', title: 'x = 1', properties: { language: [['Python']] } }] })
    const element = await NotionPage({ recordMap: map, pageId, options: testOptions })
    const html = renderToStaticMarkup(element)
    expect(html).toContain('One step')
    expect(html).toContain('shiki')
  })
})
