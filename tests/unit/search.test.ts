import { describe, expect, it } from 'vitest'
import {
  addOrReplace,
  buildSearchIndex,
  docSignature,
  indexSignature,
  loadSearchIndex,
  remove,
  search,
  serializeSearchIndex,
  syncIndex,
  type SearchDoc,
} from '@/lib/search'

function doc(id: string, fields: Partial<SearchDoc> = {}): SearchDoc {
  return {
    id,
    slug: id,
    href: `/article/${id}`,
    title: `Post ${id}`,
    summary: '',
    category: null,
    tags: [],
    text: '',
    publishDay: '2024-01-01',
    ...fields,
  }
}

/** The index keeps no bodies: a snippet is cut from the text the caller has (here, the docs themselves). */
const textOf = (docs: SearchDoc[]) => (id: string) => docs.find((d) => d.id === id)?.text
/** An index over `docs` and a search in it with their texts at hand. */
function indexed(docs: SearchDoc[]) {
  const index = buildSearchIndex(docs)
  return (q: string) => search(index, q, {}, textOf(docs))
}

const DOCS: SearchDoc[] = [
  doc('fiber', {
    title: '膳食纖維的好處',
    summary: '認識纖維與腸道健康',
    category: '營養',
    tags: ['飲食', '腸道'],
    text: '每天攝取足夠的膳食纖維與營養素很重要。蔬菜、水果和全穀類都是好來源。',
    cover: '/files/fiber.jpg',
    publishDay: '2024-03-01',
  }),
  doc('med', {
    title: 'The Mediterranean Diet',
    summary: 'Eating <well> & living "long"',
    category: 'Diet',
    tags: ['nutrition'],
    text: 'Olive oil, fish and vegetables are the basis of this way of eating.',
  }),
  doc('sleep', {
    title: 'Better Sleep',
    summary: 'Rest matters',
    text: 'Good nutrition also affects sleep quality. Avoid caffeine after noon.',
  }),
  doc('locked', { title: 'Members only', summary: 'A locked post', text: '' }),
]

describe('search: matching', () => {
  const index = buildSearchIndex(DOCS)

  it('finds CJK words inside unspaced body text', () => {
    for (const q of ['營養素', '膳食纖維', '纖維']) {
      expect(search(index, q).hits.map((h) => h.objectID)).toEqual(['fiber'])
    }
    expect(search(index, '維生素').nbHits).toBe(0)
  })

  it('prefix: nutri finds nutrition', () => {
    const ids = search(index, 'nutri').hits.map((h) => h.objectID)
    expect(ids).toContain('sleep')
    expect(ids).toContain('med') // tag
  })

  it('typo: mediteranean finds Mediterranean', () => {
    expect(search(index, 'mediteranean').hits.map((h) => h.objectID)).toEqual(['med'])
  })

  it('no fuzzy on short words and CJK', () => {
    expect(search(index, 'fosh').nbHits).toBe(1) // 4 letters: fish
    expect(search(index, 'fsh').nbHits).toBe(0)
    expect(search(index, '纖絲').nbHits).toBe(0)
  })

  it('all words must match, and falls back to any word when none match all', () => {
    expect(search(index, 'olive fish').hits.map((h) => h.objectID)).toEqual(['med'])
    // no document has both: OR fallback returns both
    expect(search(index, 'olive caffeine').hits.map((h) => h.objectID).sort()).toEqual(['med', 'sleep'])
  })

  it('searches tags and category', () => {
    expect(search(index, '腸道').hits.map((h) => h.objectID)).toEqual(['fiber'])
    expect(search(index, 'diet').hits[0].objectID).toBe('med')
  })

  it('never finds a locked post by a body word', () => {
    const withSecret = buildSearchIndex([...DOCS.slice(0, 3), doc('locked', { title: 'Members only', text: '' })])
    expect(search(withSecret, 'members').hits.map((h) => h.objectID)).toEqual(['locked'])
    expect(search(withSecret, 'secret').nbHits).toBe(0)
  })

  it('drops the body of a doc flagged locked even if a caller passes it', () => {
    const index = buildSearchIndex([doc('l', { title: 'Private notes', text: 'the secret recipe', locked: true })])
    expect(search(index, 'recipe').nbHits).toBe(0)
    const hit = search(index, 'private').hits[0]
    expect(hit._snippetResult.text.value).toBe('')
    expect(JSON.stringify(hit)).not.toContain('secret')
  })

  it('answers an empty or punctuation-only query with no hits', () => {
    for (const q of ['', '   ', '，。!']) {
      const r = search(index, q)
      expect(r.nbHits).toBe(0)
      expect(r.hits).toEqual([])
      expect(r.nbPages).toBe(0)
    }
  })
})

describe('search: ranking', () => {
  it('puts title matches above body matches, however often the body repeats the word', () => {
    const index = buildSearchIndex([
      doc('body', { title: 'Daily habits', text: 'hydration '.repeat(50) }),
      doc('title', { title: 'Hydration basics', text: 'Drink water.' }),
      doc('summary', { title: 'Summer', summary: 'hydration in summer', text: '' }),
    ])
    expect(search(index, 'hydration').hits.map((h) => h.objectID)).toEqual(['title', 'summary', 'body'])
  })

  it('does the same for CJK', () => {
    const index = buildSearchIndex([
      doc('body', { title: '飲食習慣', text: '多吃蔬菜補充膳食纖維。'.repeat(20) }),
      doc('title', { title: '膳食纖維入門', text: '蔬菜水果。' }),
    ])
    expect(search(index, '纖維').hits.map((h) => h.objectID)).toEqual(['title', 'body'])
  })
})

describe('search: response shape and highlighting', () => {
  const index = buildSearchIndex(DOCS)
  const find = indexed(DOCS)

  it('keeps no body text in the index: without the text, a hit has no snippet', () => {
    expect(JSON.stringify([...index.docs.values()])).not.toContain('Olive oil')
    expect(search(index, 'olive').hits[0]._snippetResult.text).toEqual({ value: '', matchLevel: 'none' })
    expect(find('olive').hits[0]._snippetResult.text.value).toContain('<em class="search-highlight">Olive</em> oil')
  })

  it('has the hosted-search response shape', () => {
    const r = find('纖維')
    expect(r).toMatchObject({ nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 10, query: '纖維' })
    expect(typeof r.processingTimeMS).toBe('number')
    const hit = r.hits[0]
    expect(hit).toMatchObject({
      objectID: 'fiber',
      slug: 'fiber',
      href: '/article/fiber',
      title: '膳食纖維的好處',
      category: '營養',
      tags: ['飲食', '腸道'],
      cover: '/files/fiber.jpg',
      publishDay: '2024-03-01',
    })
    expect(hit).not.toHaveProperty('text')
    expect(hit._highlightResult.title).toEqual({
      value: '膳食<em class="search-highlight">纖維</em>的好處',
      matchLevel: 'full',
      matchedWords: ['纖維'],
    })
    expect(hit._highlightResult.summary.value).toBe('認識<em class="search-highlight">纖維</em>與腸道健康')
    expect(hit._snippetResult.text.value).toContain('膳食<em class="search-highlight">纖維</em>與')
  })

  it('merges adjacent CJK bigram matches into one highlight', () => {
    const hit = search(index, '膳食纖維').hits[0]
    expect(hit._highlightResult.title.value).toBe('<em class="search-highlight">膳食纖維</em>的好處')
  })

  it('highlights whole words for prefix and typo matches, keeping the original case', () => {
    const sleep = find('nutri').hits.find((h) => h.objectID === 'sleep')!
    expect(sleep._snippetResult.text.value).toContain('Good <em class="search-highlight">nutrition</em> also')
    const med = search(index, 'mediteranean').hits[0]
    expect(med._highlightResult.title.value).toBe('The <em class="search-highlight">Mediterranean</em> Diet')
    expect(med._highlightResult.title.matchedWords).toEqual(['mediteranean'])
  })

  it('escapes HTML around and inside highlights', () => {
    const evil = indexed([
      doc('x', {
        title: '<img src=x onerror=alert(1)> Sleep & "dreams"',
        summary: '<script>sleep()</script>',
        text: 'before <b>sleep</b> after',
      }),
    ])
    const hit = evil('sleep').hits[0]
    expect(hit._highlightResult.title.value).toBe(
      '&lt;img src=x onerror=alert(1)&gt; <em class="search-highlight">Sleep</em> &amp; &quot;dreams&quot;',
    )
    expect(hit._highlightResult.summary.value).toBe(
      '&lt;script&gt;<em class="search-highlight">sleep</em>()&lt;/script&gt;',
    )
    expect(hit._snippetResult.text.value).toBe('before &lt;b&gt;<em class="search-highlight">sleep</em>&lt;/b&gt; after')
    // the summary of 'med' has markup characters too, and no match
    const med = search(index, 'olive').hits[0]
    expect(med._highlightResult.summary).toEqual({
      value: 'Eating &lt;well&gt; &amp; living &quot;long&quot;',
      matchLevel: 'none',
      matchedWords: [],
    })
  })

  it('cuts a snippet of about 80 characters around the first body match', () => {
    const long = `${'Lorem ipsum dolor sit amet. '.repeat(20)}The key is magnesium for sleep. ${'Consectetur adipiscing elit. '.repeat(20)}`
    const hit = indexed([doc('m', { text: long })])('magnesium').hits[0]
    const value = hit._snippetResult.text.value
    expect(value.startsWith('…')).toBe(true)
    expect(value.endsWith('…')).toBe(true)
    expect(value).toContain('<em class="search-highlight">magnesium</em>')
    const visible = value.replace(/<[^>]+>/g, '')
    expect(visible.length).toBeGreaterThan(60)
    expect(visible.length).toBeLessThan(100)
    expect(hit._snippetResult.text.matchLevel).toBe('full')
  })

  it('keeps a snippet short when a matched phrase repeats without a break', () => {
    const hit = indexed([doc('r', { text: '膳食纖維'.repeat(2000) })])('膳食纖維').hits[0]
    expect(hit._snippetResult.text.value.replace(/<[^>]+>/g, '').length).toBeLessThan(100)
  })

  it('starts the snippet at the beginning when the body does not match', () => {
    const hit = find('mediterranean').hits[0]
    expect(hit._snippetResult.text).toEqual({
      value: 'Olive oil, fish and vegetables are the basis of this way of eating.',
      matchLevel: 'none',
    })
  })

  it('does not light up a word inside a longer word', () => {
    const hit = indexed([doc('h', { title: 'Art', text: 'heart and art' })])('art').hits[0]
    expect(hit._snippetResult.text.value).toBe('heart and <em class="search-highlight">art</em>')
  })
})

describe('search: pagination', () => {
  const many = Array.from({ length: 25 }, (_, i) =>
    doc(`p${String(i).padStart(2, '0')}`, { title: `Vitamin note ${i}`, publishDay: `2024-01-${String(i + 1).padStart(2, '0')}` }),
  )
  const index = buildSearchIndex(many)

  it('reports nbHits and nbPages and slices pages', () => {
    const first = search(index, 'vitamin', { hitsPerPage: 10 })
    expect(first).toMatchObject({ nbHits: 25, nbPages: 3, page: 0, hitsPerPage: 10 })
    expect(first.hits).toHaveLength(10)
    const last = search(index, 'vitamin', { page: 2, hitsPerPage: 10 })
    expect(last.hits).toHaveLength(5)
    const all = [0, 1, 2].flatMap((page) => search(index, 'vitamin', { page }).hits.map((h) => h.objectID))
    expect(new Set(all).size).toBe(25)
  })

  it('breaks score ties by newest first', () => {
    expect(search(index, 'vitamin').hits[0].objectID).toBe('p24')
  })

  it('returns no hits past the last page, with the counts intact', () => {
    const r = search(index, 'vitamin', { page: 3 })
    expect(r.hits).toEqual([])
    expect(r).toMatchObject({ nbHits: 25, nbPages: 3, page: 3 })
  })

  it('clamps nonsense parameters', () => {
    expect(search(index, 'vitamin', { page: -4, hitsPerPage: 0 })).toMatchObject({ page: 0, hitsPerPage: 1 })
    expect(search(index, 'vitamin', { hitsPerPage: 10_000 }).hitsPerPage).toBe(100)
    expect(search(index, 'vitamin', { page: Number.NaN }).page).toBe(0)
  })
})

describe('incremental updates and signatures', () => {
  it('adds, replaces and removes documents', () => {
    const index = buildSearchIndex(DOCS)
    expect(search(index, 'probiotics').nbHits).toBe(0)

    expect(addOrReplace(index, doc('gut', { title: 'Probiotics 101', text: 'yogurt and kimchi' }))).toBe(true)
    expect(search(index, 'probiotics').hits.map((h) => h.objectID)).toEqual(['gut'])

    // replacing drops the old terms
    expect(addOrReplace(index, doc('gut', { title: 'Fermented food', text: 'kimchi' }))).toBe(true)
    expect(search(index, 'probiotics').nbHits).toBe(0)
    expect(search(index, 'fermented').hits.map((h) => h.objectID)).toEqual(['gut'])
    expect(search(index, 'yogurt').nbHits).toBe(0)

    // the same content again is a no-op
    expect(addOrReplace(index, doc('gut', { title: 'Fermented food', text: 'kimchi' }))).toBe(false)

    expect(remove(index, 'gut')).toBe(true)
    expect(remove(index, 'gut')).toBe(false)
    expect(search(index, 'kimchi').nbHits).toBe(0)
    expect(search(index, '纖維').nbHits).toBe(1)
  })

  it('is not affected by the caller mutating a document after adding it', () => {
    const d = doc('mut', { title: 'Zinc', tags: ['minerals'] })
    const index = buildSearchIndex([d])
    d.title = 'Changed'
    d.tags.push('other')
    expect(remove(index, 'mut')).toBe(true)
    expect(search(index, 'zinc').nbHits).toBe(0)
  })

  it('syncIndex touches only what changed', () => {
    const index = buildSearchIndex(DOCS)
    const next = [DOCS[0], { ...DOCS[1], title: 'Mediterranean Eating' }, DOCS[3], doc('new', { title: 'Walking' })]
    expect(syncIndex(index, next)).toEqual({ added: 1, updated: 1, removed: 1 })
    expect(search(index, 'walking').nbHits).toBe(1)
    expect(search(index, 'caffeine').nbHits).toBe(0)
    expect(search(index, 'eating').hits[0].title).toBe('Mediterranean Eating')
    expect(syncIndex(index, next)).toEqual({ added: 0, updated: 0, removed: 0 })
  })

  it('indexSignature changes with content, not with order', () => {
    const sig = indexSignature(DOCS)
    expect(indexSignature([...DOCS].reverse())).toBe(sig)
    expect(indexSignature(DOCS.map((d) => ({ ...d })))).toBe(sig)
    expect(indexSignature([{ ...DOCS[0], text: DOCS[0].text + '!' }, ...DOCS.slice(1)])).not.toBe(sig)
    expect(indexSignature(DOCS.slice(1))).not.toBe(sig)
    expect(indexSignature([{ ...DOCS[0], cover: null }, ...DOCS.slice(1)])).not.toBe(sig)
    expect(docSignature(DOCS[0])).not.toBe(docSignature(DOCS[1]))
  })

  it('serialises and loads an index', () => {
    const index = buildSearchIndex(DOCS)
    const loaded = loadSearchIndex(serializeSearchIndex(index))
    expect(loaded).not.toBeNull()
    expect(search(loaded!, '營養素').hits.map((h) => h.objectID)).toEqual(['fiber'])
    expect(addOrReplace(loaded!, DOCS[0])).toBe(false)
    expect(loadSearchIndex('{"format":0}')).toBeNull()
    expect(loadSearchIndex('not json')).toBeNull()
  })
})
