import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { recordMapToPlainText, richTextToPlain } from '@/lib/search/body-text'

const FIXTURES = path.resolve(__dirname, '../fixtures/real-notion')
const fixture = (name: string) => JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'))

type Block = Record<string, unknown> & { id: string; type: string }

/** a record map in the classic `{ role, value }` shape */
function plainMap(blocks: Block[]) {
  return { block: Object.fromEntries(blocks.map((b) => [b.id, { role: 'reader', value: b }])) }
}

/** the same, in Notion's 2026 wrapped shape */
function wrappedMap(blocks: Block[]) {
  return { block: Object.fromEntries(blocks.map((b) => [b.id, { spaceId: 's', value: { value: b, role: 'reader' } }])) }
}

const t = (text: string) => [[text]]

const PAGE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
const BLOCKS: Block[] = [
  { id: PAGE, type: 'page', properties: { title: t('The post title') }, content: ['h1', 'p1', 'list', 'img', 'tbl', 'sub', 'dead'] },
  { id: 'h1', type: 'header', properties: { title: t('營養素') } },
  {
    id: 'p1',
    type: 'text',
    properties: {
      title: [['每天攝取 '], ['足夠', [['b']]], ['‣', [['p', 'other-page']]], ['的膳食纖維', [['a', 'https://x']]], ['⁍', [['e', 'x^2']]]],
    },
  },
  { id: 'list', type: 'bulleted_list', properties: { title: t('Parent item') }, content: ['child'] },
  { id: 'child', type: 'bulleted_list', properties: { title: t('Nested item') }, content: ['list'] }, // a cycle
  { id: 'img', type: 'image', properties: { title: t('IMG_0001.jpg'), caption: t('A bowl of oats') } },
  { id: 'tbl', type: 'table', format: { table_block_column_order: ['b', 'a'] }, content: ['row1', 'row2'] },
  { id: 'row1', type: 'table_row', parent_id: 'tbl', properties: { a: t('Second col'), b: t('First col') } },
  { id: 'row2', type: 'table_row', parent_id: 'tbl', properties: { a: t('only a') } },
  { id: 'sub', type: 'page', properties: { title: t('A sub-page') }, content: ['subtext'] },
  { id: 'subtext', type: 'text', properties: { title: t('Text of another page') } },
  { id: 'dead', type: 'text', alive: false, properties: { title: t('Deleted block') } },
]

const EXPECTED = [
  '營養素',
  '每天攝取 足夠的膳食纖維',
  'Parent item',
  'Nested item',
  'A bowl of oats',
  'First col Second col',
  'only a',
  'A sub-page',
].join('\n')

describe('recordMapToPlainText', () => {
  it('walks the blocks in reading order, one per line, without the page title', () => {
    expect(recordMapToPlainText(plainMap(BLOCKS), PAGE)).toBe(EXPECTED)
  })

  it('reads the wrapped record format the same way', () => {
    expect(recordMapToPlainText(wrappedMap(BLOCKS), PAGE)).toBe(EXPECTED)
  })

  it('accepts the page id without dashes', () => {
    expect(recordMapToPlainText(plainMap(BLOCKS), PAGE.replace(/-/g, ''))).toBe(EXPECTED)
  })

  it('returns an empty string for a missing page or map', () => {
    expect(recordMapToPlainText(plainMap(BLOCKS), 'nope')).toBe('')
    expect(recordMapToPlainText(null, PAGE)).toBe('')
    expect(recordMapToPlainText({}, PAGE)).toBe('')
  })

  it('survives a self-referencing page and deep nesting', () => {
    const deep: Block[] = [{ id: 'root', type: 'page', content: ['root', 'n0'] }]
    for (let i = 0; i < 20_000; i++) {
      deep.push({ id: `n${i}`, type: 'toggle', properties: { title: t(`level ${i}`) }, content: [`n${i + 1}`] })
    }
    const text = recordMapToPlainText(plainMap(deep), 'root')
    expect(text.split('\n')).toHaveLength(20_000)
    expect(text.endsWith('level 19999')).toBe(true)
  })

  it('follows a synced block reference once', () => {
    const blocks: Block[] = [
      { id: 'p', type: 'page', content: ['ref', 'ref2'] },
      { id: 'ref', type: 'transclusion_reference', format: { transclusion_reference_pointer: { id: 'box', table: 'block' } } },
      { id: 'ref2', type: 'transclusion_reference', format: { transclusion_reference_pointer: { id: 'box', table: 'block' } } },
      { id: 'box', type: 'transclusion_container', content: ['inside'] },
      { id: 'inside', type: 'text', properties: { title: t('Synced text') } },
    ]
    expect(recordMapToPlainText(plainMap(blocks), 'p')).toBe('Synced text')
  })
})

describe('recordMapToPlainText on real record maps', () => {
  it('reads a page with toggles, quotes, callouts, a bookmark and a synced block', () => {
    const text = recordMapToPlainText(fixture('notion-compat__0be6efce9daf42688f65c76b89f8eb27.json'), '0be6efce9daf42688f65c76b89f8eb27')
    expect(text).toContain('This is an example quote.')
    expect(text).toContain('This content is hidden.')
    expect(text).toContain('Build software better, together')
    expect(text).toContain('Copyright 2022 Travis Fischer') // via the synced block
    expect(text.split('\n')).not.toContain('Basic Blocks') // the page title stays out
  })

  it('reads table rows in column order from the 2026 capture', () => {
    const text = recordMapToPlainText(
      fixture('examples__full__lib__v3-record-map-response.json'),
      '2e1eb580-eec6-8094-ba1c-f517ab1c1531',
    )
    expect(text).toContain('Times Monday Tuesday Wednesday Thursday Friday')
    expect(text).toContain('8 am - 9 am')
    expect(text).not.toMatch(/\.jpg/) // image file names are not text
  })

  it('keeps code blocks as text', () => {
    const text = recordMapToPlainText(fixture('notion-compat__0c322c33381c49bca5083a451c334c39.json'), '0c322c33381c49bca5083a451c334c39')
    expect(text).toContain('export interface BaseBlock')
  })
})

describe('richTextToPlain', () => {
  it('concatenates segments and skips mention and equation placeholders', () => {
    expect(richTextToPlain([['a '], ['‣', [['u', 'user']]], ['b', [['i']]], ['⁍', [['e', 'E=mc^2']]]])).toBe('a b')
    expect(richTextToPlain(undefined)).toBe('')
    expect(richTextToPlain('plain')).toBe('plain')
  })
})
