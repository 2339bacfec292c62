// The compact inverted index (lib/search/term-index.ts) scores as minisearch does — checked
// against minisearch itself on the sample workspace's posts with their bodies — and drops the
// postings of removed documents.
import path from 'node:path'
import MiniSearch from 'minisearch'
import { beforeAll, describe, expect, it } from 'vitest'
import { bodyLoader, postToDoc } from '@/lib/search/site-index'
import { TermIndex, type TermIndexOptions } from '@/lib/search/term-index'
import type { SearchDoc } from '@/lib/search'
import { isCjkTerm, tokenize } from '@/lib/search/tokenizer'
import { SnapshotSource } from '@/lib/workspace/snapshot-source'
import { sampleSite } from '../support/sample'

const FIELDS = ['title', 'tags', 'category', 'summary', 'text'] as const
const BOOST = { title: 6, tags: 3, category: 2, summary: 1.5, text: 1 }
const fieldText = (doc: Record<string, unknown>, field: string) => {
  const value = doc[field]
  if (field === 'tags') return Array.isArray(value) ? value.join('\n') : ''
  return typeof value === 'string' ? value : ''
}
const prefix = (t: string) => t.length >= 2 || isCjkTerm(t)
const fuzzy = (t: string) => (t.length >= 4 && /^[\p{Script=Latin}\p{N}'.]+$/u.test(t) && /\p{L}/u.test(t) ? 0.2 : false)
const OPTIONS: TermIndexOptions = { fields: FIELDS, fieldText, tokenize: (t) => tokenize(t, 'index'), queryTokenize: (t) => tokenize(t, 'query'), boost: BOOST, prefix, fuzzy }

function minisearchOf(docs: SearchDoc[]) {
  const mini = new MiniSearch<SearchDoc>({
    fields: [...FIELDS],
    extractField: (doc, field) => fieldText(doc as unknown as Record<string, unknown>, field),
    tokenize: (t) => tokenize(t, 'index'),
    processTerm: (t) => t,
    searchOptions: { tokenize: (t) => tokenize(t, 'query'), processTerm: (t) => t, boost: BOOST, prefix, fuzzy },
  })
  mini.addAll(docs)
  return mini
}

let docs: SearchDoc[]
beforeAll(async () => {
  const source = new SnapshotSource(path.resolve(__dirname, '../../content/sample'))
  const load = bodyLoader((id) => source.getPage(id))
  docs = await Promise.all(sampleSite().posts.map(async (p) => postToDoc(p, p.locked ? '' : await load(p))))
})

const QUERIES = ['營養素', '膳食纖維', '糖', '血糖 睡眠', 'omega', 'mediteranean', 'Mediterranean diet', '早餐', 'x', '每天一小把堅果有助於穩定飯後血糖', '量子力學', 'vitamin c', '蛋白質 早餐']

describe('TermIndex', () => {
  it('ranks and scores as minisearch does (AND, then OR), matched terms and fields included', () => {
    const mini = minisearchOf(docs)
    const index = new TermIndex(OPTIONS)
    for (const d of docs) index.add(d.id, d as unknown as Record<string, unknown>)
    let compared = 0
    for (const q of QUERIES) {
      for (const mode of ['AND', 'OR'] as const) {
        const theirs = mini.search(q, { combineWith: mode })
        const ours = index.search(q, mode)
        expect(ours.map((r) => r.id).sort(), `${q} ${mode}`).toEqual(theirs.map((r) => String(r.id)).sort())
        const byId = new Map(theirs.map((r) => [String(r.id), r]))
        for (const r of ours) {
          const t = byId.get(r.id)!
          expect(r.score).toBeCloseTo(t.score, 6)
          expect(r.terms.sort()).toEqual([...t.terms].sort())
          expect(Object.keys(r.match).sort()).toEqual(Object.keys(t.match).sort())
          for (const term of Object.keys(r.match)) expect([...r.match[term]].sort()).toEqual([...t.match[term]].sort())
        }
        compared += ours.length
      }
    }
    expect(compared).toBeGreaterThan(100)
  })

  it('answers the same after its lists are trimmed, and keeps growing them', () => {
    const index = new TermIndex(OPTIONS)
    for (const d of docs.slice(0, 30)) index.add(d.id, d as unknown as Record<string, unknown>)
    const before = QUERIES.map((q) => index.search(q, 'OR'))
    index.trim()
    expect(QUERIES.map((q) => index.search(q, 'OR'))).toEqual(before)
    for (const d of docs.slice(30)) index.add(d.id, d as unknown as Record<string, unknown>)
    const whole = new TermIndex(OPTIONS)
    for (const d of docs) whole.add(d.id, d as unknown as Record<string, unknown>)
    expect(QUERIES.map((q) => index.search(q, 'OR'))).toEqual(QUERIES.map((q) => whole.search(q, 'OR')))
  })

  it('hides a removed document at once, drops its postings in a vacuum and keeps working after renumbering', () => {
    const index = new TermIndex(OPTIONS)
    for (const d of docs) index.add(d.id, d as unknown as Record<string, unknown>)
    const before = index.stats()
    const gone = docs.slice(0, 25)
    for (const d of gone.slice(0, 3)) index.remove(d.id)
    expect(index.search('膳食纖維', 'OR').map((r) => r.id)).not.toContain(gone[0].id)
    expect(index.stats().postings).toBe(before.postings) // not yet vacuumed
    for (const d of gone.slice(3)) index.remove(d.id)
    // 25 of 37: the vacuum has run
    expect(index.stats().documents).toBe(docs.length - 25)
    expect(index.stats().postings).toBeLessThan(before.postings)
    // a fresh index of the documents left answers the same
    const left = docs.slice(25)
    const fresh = new TermIndex(OPTIONS)
    for (const d of left) fresh.add(d.id, d as unknown as Record<string, unknown>)
    for (const q of QUERIES) expect(index.search(q, 'OR').map((r) => [r.id, r.score.toFixed(9)])).toEqual(fresh.search(q, 'OR').map((r) => [r.id, r.score.toFixed(9)]))
    // documents added after the renumbering are found, old ones again too
    for (const d of gone) index.add(d.id, d as unknown as Record<string, unknown>)
    expect(index.stats().documents).toBe(docs.length)
    const all = new TermIndex(OPTIONS)
    for (const d of docs) all.add(d.id, d as unknown as Record<string, unknown>)
    for (const q of QUERIES) expect(index.search(q, 'AND').map((r) => r.id).sort()).toEqual(all.search(q, 'AND').map((r) => r.id).sort())
  })

  it('serialises and loads', () => {
    const index = new TermIndex(OPTIONS)
    for (const d of docs) index.add(d.id, d as unknown as Record<string, unknown>)
    const loaded = TermIndex.fromJSON(JSON.parse(JSON.stringify(index)), OPTIONS)
    for (const q of QUERIES) expect(loaded.search(q, 'OR')).toEqual(index.search(q, 'OR'))
  })

  it('takes a few bytes a posting, not a map entry each', () => {
    const index = new TermIndex(OPTIONS)
    for (const d of docs) index.add(d.id, d as unknown as Record<string, unknown>)
    const { postings, terms } = index.stats()
    expect(postings).toBeGreaterThan(terms)
    // every posting list is one typed array (or one number): postings × 4 bytes plus slack
    let bytes = 0
    for (const p of (index as unknown as { terms: Map<string, number | { list: Int32Array }> }).terms.values()) bytes += typeof p === 'number' ? 0 : p.list.byteLength
    expect(bytes).toBeLessThan(postings * 4 * 2.5)
  })
})
