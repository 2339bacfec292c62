// The local search index: a compact inverted index with minisearch's scoring (term-index.ts)
// over our CJK-aware tokenizer, answering in the shape of a hosted-search (Algolia) response so
// a theme's search UI works the same with either backend.
// Pure: no Next, no React, no I/O; runs on the server or in a script (and could in a browser).
import { hashString } from './hash'
import { editDistance, TermIndex, type TermIndexOptions, type TermResult } from './term-index'
import { findRanges, makeSnippet, renderHighlighted, type Range } from './highlight'
import { MAX_QUERY_LENGTH } from './keyword'
import { isCjkTerm, MAX_QUERY_TOKENS, tokenize, TOKENIZER_VERSION } from './tokenizer'

export interface SearchDoc {
  id: string
  slug: string
  href: string
  title: string
  summary: string
  category: string | null
  tags: string[]
  /** body plain text (see body-text.ts); '' for locked posts */
  text: string
  /** when true the body text is dropped before indexing, whatever `text` holds */
  locked?: boolean
  cover?: string | null
  publishDay?: string | null
}

export type MatchLevel = 'none' | 'partial' | 'full'

export interface HighlightResult {
  /** escaped HTML; matches wrapped in <em class="search-highlight"> */
  value: string
  matchLevel: MatchLevel
  /** the query words found in this attribute */
  matchedWords: string[]
}

export interface SnippetResult {
  value: string
  matchLevel: MatchLevel
}

/** The fields of an article that every search result carries (local index and hosted records). */
export interface SearchDocument {
  objectID: string
  slug: string
  href: string
  title: string
  summary: string
  category: string | null
  tags: string[]
  cover: string | null
}

export interface SearchHit extends SearchDocument {
  publishDay: string | null
  _highlightResult: { title: HighlightResult; summary: HighlightResult }
  _snippetResult: { text: SnippetResult }
}

export interface SearchResponse {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: number
  processingTimeMS: number
  query: string
  exhaustiveNbHits: true
}

export interface SearchParams {
  /** zero-based, like Algolia */
  page?: number
  hitsPerPage?: number
}

/** What the index keeps of a document: everything a hit shows, never the body text. */
export type IndexedDoc = Omit<SearchDoc, 'text' | 'locked'> & {
  /** whether a body text was indexed (its terms are then removed by discarding, see `remove`) */
  hasText: boolean
}

/**
 * An index plus what hits show of each document. Body texts are indexed, not stored: a site's
 * bodies would be held twice otherwise (every post's text, for a snippet now and then). A
 * snippet is cut from a text the caller hands to `search` (SiteSearch loads the texts of the
 * hits it shows).
 */
export interface SearchIndex {
  readonly terms: TermIndex
  readonly docs: Map<string, IndexedDoc>
  /** docSignature of each indexed document (text included): tells what changed */
  readonly signatures: Map<string, string>
}

export { MAX_QUERY_LENGTH }

/** The body text of a document for its snippet, when the caller has it. */
export type TextOf = (id: string) => string | undefined
export const MAX_HITS_PER_PAGE = 100
const SNIPPET_LENGTH = 80
const INDEX_FORMAT = 2

const FIELDS = ['title', 'tags', 'category', 'summary', 'text'] as const
type Field = (typeof FIELDS)[number]
const BOOST: Record<Field, number> = { title: 6, tags: 3, category: 2, summary: 1.5, text: 1 }

const FUZZY_TERM = /^[\p{Script=Latin}\p{N}'.]+$/u
const HAS_LETTER = /\p{L}/u

/** Small typos in Latin words of 4+ letters; never for CJK bigrams or numbers. */
function fuzziness(term: string): number | false {
  return term.length >= 4 && FUZZY_TERM.test(term) && HAS_LETTER.test(term) ? 0.2 : false
}

/** Prefix search, except for a lone Latin letter or digit (which would match half the index). */
function usePrefix(term: string): boolean {
  return term.length >= 2 || isCjkTerm(term)
}

const OPTIONS: TermIndexOptions = {
  fields: FIELDS,
  fieldText: (doc, field) => {
    const value = doc[field]
    if (field === 'tags') return Array.isArray(value) ? value.join('\n') : ''
    return typeof value === 'string' ? value : ''
  },
  tokenize: (text) => tokenize(text, 'index'),
  queryTokenize: (text) => tokenize(text, 'query').slice(0, MAX_QUERY_TOKENS),
  boost: BOOST,
  prefix: usePrefix,
  fuzzy: fuzziness,
}

// ---- building and updating ----------------------------------------------------------------

export function createSearchIndex(): SearchIndex {
  return { terms: new TermIndex(OPTIONS), docs: new Map(), signatures: new Map() }
}

export function buildSearchIndex(docs: readonly SearchDoc[]): SearchIndex {
  const index = createSearchIndex()
  for (const doc of docs) addOrReplace(index, doc)
  return index
}

/** Adds a document or replaces the one with its id. Returns false when nothing changed. */
export function addOrReplace(index: SearchIndex, doc: SearchDoc): boolean {
  const copy = copyDoc(doc)
  const signature = docSignature(copy)
  if (index.signatures.get(copy.id) === signature) return false
  remove(index, copy.id)
  index.terms.add(copy.id, copy as unknown as Record<string, unknown>)
  const { text, ...shown } = copy
  index.docs.set(copy.id, { ...shown, hasText: text !== '' })
  index.signatures.set(copy.id, signature)
  return true
}

/** Removes a document by id. Returns false when it was not indexed. */
export function remove(index: SearchIndex, id: string): boolean {
  const old = index.docs.get(id)
  if (!old) return false
  index.terms.remove(id)
  index.docs.delete(id)
  index.signatures.delete(id)
  return true
}

/** Brings the index in line with a full document list, touching only what changed. */
export function syncIndex(
  index: SearchIndex,
  docs: readonly SearchDoc[],
): { added: number; updated: number; removed: number } {
  const stats = { added: 0, updated: 0, removed: 0 }
  const keep = new Set(docs.map((d) => d.id))
  for (const id of [...index.docs.keys()]) if (!keep.has(id) && remove(index, id)) stats.removed++
  for (const doc of docs) {
    const existed = index.docs.has(doc.id)
    if (addOrReplace(index, doc)) stats[existed ? 'updated' : 'added']++
  }
  return stats
}

/** Changes whenever anything a hit shows or the index holds for this document changes. */
export function docSignature(doc: SearchDoc): string {
  return hashString(
    [
      doc.id,
      doc.slug,
      doc.href,
      doc.title,
      doc.summary,
      doc.category ?? '',
      (doc.tags ?? []).join('\u001f'),
      doc.text,
      doc.cover ?? '',
      doc.publishDay ?? '',
    ].join('\u0000'),
  )
}

/**
 * One string for a whole document set: `<tokenizer version>.<count>.<hash of ids and contents>`.
 * Order-independent. Equal signatures mean an index built from either set is the same, so a
 * cached index (or its serialised JSON) can be reused.
 */
export function indexSignature(docs: readonly SearchDoc[]): string {
  const lines = docs.map((d) => `${d.id}:${docSignature(d)}`).sort()
  return `${TOKENIZER_VERSION}.${docs.length}.${hashString(lines.join('\n'))}`
}

function copyDoc(doc: SearchDoc): SearchDoc {
  return {
    id: String(doc.id),
    slug: doc.slug ?? '',
    href: doc.href ?? '',
    title: doc.title ?? '',
    summary: doc.summary ?? '',
    category: doc.category ?? null,
    tags: [...(doc.tags ?? [])],
    // a locked body must never be searchable or appear in a snippet
    text: doc.locked ? '' : (doc.text ?? ''),
    cover: doc.cover ?? null,
    publishDay: doc.publishDay ?? null,
  }
}

// ---- serialising ---------------------------------------------------------------------------

/** JSON for a disk or data cache. The index's terms come from the bodies: server-side only. */
export function serializeSearchIndex(index: SearchIndex): string {
  return JSON.stringify({
    format: INDEX_FORMAT,
    tokenizer: TOKENIZER_VERSION,
    terms: index.terms,
    docs: [...index.docs.values()],
    signatures: Object.fromEntries(index.signatures),
  })
}

/** The index back from serializeSearchIndex, or null when it was built by another version. */
export function loadSearchIndex(json: string): SearchIndex | null {
  try {
    const data = JSON.parse(json)
    if (data?.format !== INDEX_FORMAT || data?.tokenizer !== TOKENIZER_VERSION) return null
    const terms = TermIndex.fromJSON(data.terms, OPTIONS)
    const docs = new Map<string, IndexedDoc>((data.docs as IndexedDoc[]).map((d) => [d.id, d]))
    const signatures = new Map<string, string>(Object.entries(data.signatures as Record<string, string>))
    return { terms, docs, signatures }
  } catch {
    return null
  }
}

/**
 * An index from its terms (TermIndex.toJSON's shape) and the documents hits show, with this
 * module's options: another file format (static-index.ts, the static export's) decodes to these.
 * Searchable only (no signatures: it is not updated in place).
 */
export function indexFromParts(terms: TermIndexData, docs: readonly IndexedDoc[]): SearchIndex {
  return { terms: TermIndex.fromJSON(terms, OPTIONS), docs: new Map(docs.map((d) => [d.id, d])), signatures: new Map() }
}

export type TermIndexData = ReturnType<TermIndex['toJSON']>

/** The fields the index reads, in the order postings number them. */
export const INDEX_FIELDS: readonly string[] = FIELDS

// ---- searching -----------------------------------------------------------------------------

/** A query ranked: the counts and the ids (with their matched terms) of the page asked for. */
export interface Ranked {
  query: string
  queryTerms: string[]
  page: number
  hitsPerPage: number
  nbHits: number
  nbPages: number
  /** the page's hits, best first */
  hits: Array<{ id: string; terms: string[] }>
  started: number
}

/** One page of results for a query, snippets cut from `textOf` (none without it). */
export function search(index: SearchIndex, query: string, params: SearchParams = {}, textOf?: TextOf): SearchResponse {
  return present(index, rank(index, query, params), textOf)
}

/** Ranks a query and picks the page asked for; `present` turns it into the response. */
export function rank(index: SearchIndex, query: string, params: SearchParams = {}): Ranked {
  const started = now()
  const q = String(query ?? '').slice(0, MAX_QUERY_LENGTH)
  const hitsPerPage = clampInt(params.hitsPerPage, 10, 1, MAX_HITS_PER_PAGE)
  const page = clampInt(params.page, 0, 0, Number.MAX_SAFE_INTEGER)
  const queryTerms = tokenize(q, 'query').slice(0, MAX_QUERY_TOKENS)

  let results: TermResult[] = []
  if (queryTerms.length > 0) {
    results = index.terms.search(q, 'AND')
    // every word must match first; if that finds nothing, any word may
    if (results.length === 0 && queryTerms.length > 1) results = index.terms.search(q, 'OR')
  }

  // score alone lets a long body that repeats a word beat a title: rank by tier first
  const ranked = results
    .map((r) => ({ r, tier: tierOf(r) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        b.r.score - a.r.score ||
        compareDesc(index.docs.get(a.r.id)?.publishDay, index.docs.get(b.r.id)?.publishDay) ||
        String(a.r.id).localeCompare(String(b.r.id)),
    )

  const nbHits = ranked.length
  const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({ r }) => ({ id: String(r.id), terms: r.terms }))
  return { query: q, queryTerms, page, hitsPerPage, nbHits, nbPages: Math.ceil(nbHits / hitsPerPage), hits, started }
}

/** The response for a ranked page: hits with highlights, and snippets from the texts given. */
export function present(index: SearchIndex, ranked: Ranked, textOf?: TextOf): SearchResponse {
  const hits: SearchHit[] = []
  for (const { id, terms } of ranked.hits) {
    const doc = index.docs.get(id)
    if (doc) hits.push(toHit(doc, doc.hasText ? (textOf?.(id) ?? '') : '', terms, ranked.queryTerms))
  }
  return {
    hits,
    nbHits: ranked.nbHits,
    page: ranked.page,
    nbPages: ranked.nbPages,
    hitsPerPage: ranked.hitsPerPage,
    processingTimeMS: Math.max(0, Math.round(now() - ranked.started)),
    query: ranked.query,
    exhaustiveNbHits: true,
  }
}

/** 0: the title matched; 1: tags, category or summary did; 2: only the body did. */
function tierOf(r: TermResult): number {
  let tier = 2
  for (const fields of Object.values(r.match)) {
    if (fields.includes('title')) return 0
    if (fields.some((f) => f !== 'text')) tier = 1
  }
  return tier
}

function toHit(doc: IndexedDoc, text: string, docTerms: string[], queryTerms: string[]): SearchHit {
  const snippet = makeSnippet(text, docTerms, SNIPPET_LENGTH)
  return {
    objectID: doc.id,
    slug: doc.slug,
    href: doc.href,
    title: doc.title,
    summary: doc.summary,
    category: doc.category,
    tags: [...doc.tags],
    cover: doc.cover ?? null,
    publishDay: doc.publishDay ?? null,
    _highlightResult: {
      title: highlightField(doc.title, docTerms, queryTerms),
      summary: highlightField(doc.summary, docTerms, queryTerms),
    },
    _snippetResult: {
      text: { value: snippet.value, matchLevel: matchLevel(matchedWords(text, snippet.ranges, queryTerms), queryTerms) },
    },
  }
}

function highlightField(text: string, docTerms: string[], queryTerms: string[]): HighlightResult {
  const ranges = findRanges(text, docTerms)
  const words = matchedWords(text, ranges, queryTerms)
  return { value: renderHighlighted(text, ranges), matchLevel: matchLevel(words, queryTerms), matchedWords: words }
}

/** Query words whose exact, prefix or fuzzy form is among the highlighted parts of a text. */
function matchedWords(text: string, ranges: readonly Range[], queryTerms: string[]): string[] {
  if (ranges.length === 0) return []
  const found = ranges.flatMap(([s, e]) => tokenize(text.slice(s, e), 'index'))
  return queryTerms.filter((q) => found.some((t) => t === q || t.startsWith(q) || withinTypos(q, t)))
}

function matchLevel(words: string[], queryTerms: string[]): MatchLevel {
  if (words.length === 0) return 'none'
  return words.length >= queryTerms.length ? 'full' : 'partial'
}

function withinTypos(q: string, t: string): boolean {
  const fuzzy = fuzziness(q)
  if (fuzzy === false) return false
  const max = Math.min(6, Math.round(q.length * fuzzy))
  return Math.abs(q.length - t.length) <= max && editDistance(q, t, max) <= max
}

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.floor(value) : fallback
  return Math.min(max, Math.max(min, n))
}

function compareDesc(a: string | null | undefined, b: string | null | undefined): number {
  return (b ?? '').localeCompare(a ?? '')
}

function now(): number {
  return typeof performance !== 'undefined' ? performance.now() : Date.now()
}

export { tokenize, TOKENIZER_VERSION, type TokenizeMode } from './tokenizer'
export { recordMapToPlainText, richTextToPlain, type RecordMapLike } from './body-text'
export { escapeHtml, HIGHLIGHT_PRE, HIGHLIGHT_POST } from './highlight'
