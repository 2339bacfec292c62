// The site model's readers on real Notion captures (not written by us).
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Collection } from 'notion-types'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { dateValue, indexSchema, plainText, readDatabase, RowReader } from '@/lib/site/properties'
import { buildSite } from '@/lib/site/site'
import { getBlock, normalizeRecordMap } from '@/lib/workspace/records'

const DIR = path.resolve(__dirname, '../fixtures/real-notion')
const load = (f: string) => normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')))
const cfg = loadConfig(blogConfig, {})

describe('reading real database rows', () => {
  const rm = load('examples__full__lib__v3-record-map-response.json')

  it('lists row ids from the collection query, in view order, without duplicates', () => {
    const { rowIds, collection } = readDatabase(rm)
    expect(collection).toBeDefined()
    expect(rowIds.length).toBeGreaterThan(3)
    expect(new Set(rowIds).size).toBe(rowIds.length)
  })

  it('reads titles, selects and dates by property name', () => {
    // the class schedule database: title Name, select professor, multi_select subject category
    const collection = Object.values(rm.collection).map((b) => b.value as Collection).find((c) => c.schema && Object.values(c.schema).some((p) => p.name === 'class schedule'))!
    const schema = indexSchema(collection)
    const rows = Object.keys(rm.block).map((id) => getBlock(rm, id)!).filter((b) => b.parent_id === collection.id)
    expect(rows.length).toBeGreaterThan(0)
    const readers = rows.map((b) => new RowReader(schema, b))
    expect(readers.map((r) => r.text('Name'))).toContain('Class 1')
    const categories = readers.flatMap((r) => r.list('subject category'))
    expect(categories.length).toBeGreaterThan(0)
    for (const c of categories) expect(c).toBe(c.trim())
    // select colours come from the schema's options
    const withProf = readers.find((r) => r.text('professor'))
    if (withProf) expect(withProf.colour('professor', withProf.text('professor'))).toMatch(/^[a-z_]+$/)
  })

  it('builds a site from any real database without throwing, skipping rows without a type', () => {
    for (const f of fs.readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
      const site = buildSite(load(f), cfg)
      expect(site.info.title.length).toBeGreaterThan(0)
      expect(site.info.cover).toBeTruthy()
      expect(site.posts).toEqual([])
    }
  })
})

describe('rich-text helpers', () => {
  it('joins plain text and skips mention placeholders', () => {
    expect(plainText([['營養'], ['素', [['b']]], ['‣', [['p', 'abc']]]])).toBe('營養素')
    expect(plainText(null)).toBe('')
    expect(plainText('x')).toBe('x')
  })
  it('reads date decorations as UTC milliseconds', () => {
    expect(dateValue([['‣', [['d', { type: 'date', start_date: '2023-09-21' }]]]])).toBe(Date.UTC(2023, 8, 21))
    expect(dateValue([['‣', [['d', { type: 'datetime', start_date: '2024-01-02', start_time: '10:30' }]]]])).toBe(Date.UTC(2024, 0, 2, 10, 30))
    expect(dateValue([['no date']])).toBeNull()
  })
})
