// A compact inverted index with minisearch's scoring (BM25+ per field, field boosts, prefix and
// fuzzy terms weighted as minisearch weighs them, AND/OR across query terms), built because
// minisearch keeps one Map per term and field with an entry per document: ~57 bytes a posting,
// 46 MB for 3,000 posts (836,000 postings, CJK bigrams), 160 MB at 10,000. Here a posting is one
// 31-bit integer — document (20 bits), field (3), term frequency (8, capped at 255: BM25 has
// long saturated by then) — in a typed array per term (a term met once is a bare number), so the
// same index takes a few bytes a posting.
//
// Documents are removed by marking them dead (their postings stay until a vacuum, which runs
// once dead documents are a tenth of the live ones, rewriting every posting list without them
// and renumbering the documents, so the 20 bits of document number are never exhausted).

const DOC_BITS = 20
const FIELD_BITS = 3
const FREQ_BITS = 8
const MAX_DOCS = 2 ** DOC_BITS
const MAX_FREQ = 2 ** FREQ_BITS - 1
const FIELD_SHIFT = FREQ_BITS
const DOC_SHIFT = FREQ_BITS + FIELD_BITS
/** minisearch's defaults */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }
const PREFIX_WEIGHT = 0.375
const FUZZY_WEIGHT = 0.45
const MAX_FUZZY = 6
/** A vacuum runs once dead documents reach this share of the live ones (and at least VACUUM_MIN). */
const VACUUM_SHARE = 0.1
const VACUUM_MIN = 20

/** A posting from its parts (document short id, field number, term frequency capped at 255). */
export function makePosting(doc: number, field: number, freq: number): number {
  return (doc << DOC_SHIFT) | (field << FIELD_SHIFT) | Math.min(freq, MAX_FREQ)
}

/** The parts of a posting: what a file format that stores them otherwise (lib/search/static-index.ts) reads. */
export function postingParts(p: number): { doc: number; field: number; freq: number } {
  return { doc: p >>> DOC_SHIFT, field: (p >>> FIELD_SHIFT) & (2 ** FIELD_BITS - 1), freq: p & MAX_FREQ }
}

/** A term's postings: a bare number for a term met once, else a typed array and its length. */
type Postings = number | { list: Int32Array; size: number }

export interface TermIndexOptions {
  fields: readonly string[]
  /** the text of a field of a document */
  fieldText: (doc: Record<string, unknown>, field: string) => string
  tokenize: (text: string) => string[]
  queryTokenize: (text: string) => string[]
  boost?: Record<string, number>
  /** whether a query term also matches the terms it begins */
  prefix?: (term: string) => boolean
  /** the share of a query term's length that may differ (edit distance), or false */
  fuzzy?: (term: string) => number | false
}

export interface TermResult {
  id: string
  /** score × the number of query terms matched, as minisearch ranks */
  score: number
  /** the document terms that matched (exact, prefix or fuzzy) */
  terms: string[]
  /** the query terms that matched */
  queryTerms: string[]
  /** per document term, the fields it matched in */
  match: Record<string, string[]>
}

interface Acc {
  score: number
  terms: string[]
  match: Record<string, string[]>
}

export class TermIndex {
  private readonly fields: readonly string[]
  private readonly terms = new Map<string, Postings>()
  /** short id → external id ('' once removed) */
  private ids: string[] = []
  private readonly shortIds = new Map<string, number>()
  /** per short id and field: the field's length in terms */
  private lengths = new Int32Array(0)
  private readonly totalLength: number[]
  private live = 0
  private dead = 0
  /** terms in order, for prefix ranges, and by length, for fuzzy candidates; rebuilt when terms change */
  private sorted: string[] | null = null
  private byLength: Map<number, string[]> | null = null

  constructor(private readonly opts: TermIndexOptions) {
    if (opts.fields.length > 2 ** FIELD_BITS) throw new Error(`TermIndex: at most ${2 ** FIELD_BITS} fields`)
    this.fields = opts.fields
    this.totalLength = opts.fields.map(() => 0)
  }

  get documentCount(): number {
    return this.live
  }

  has(id: string): boolean {
    return this.shortIds.has(id)
  }

  add(id: string, doc: Record<string, unknown>): void {
    if (this.shortIds.has(id)) throw new Error(`TermIndex: ${id} is already indexed`)
    if (this.ids.length >= MAX_DOCS) this.vacuum()
    const short = this.ids.length
    this.ids.push(id)
    this.shortIds.set(id, short)
    this.live++
    if (this.lengths.length < (short + 1) * this.fields.length) {
      const grown = new Int32Array(Math.max(64, this.lengths.length * 2))
      grown.set(this.lengths)
      this.lengths = grown
    }
    this.fields.forEach((field, f) => {
      const freqs = new Map<string, number>()
      for (const t of this.opts.tokenize(this.opts.fieldText(doc, field))) freqs.set(t, (freqs.get(t) ?? 0) + 1)
      // a field's length is its number of distinct terms, as minisearch counts it
      this.lengths[short * this.fields.length + f] = freqs.size
      this.totalLength[f] += freqs.size
      for (const [term, freq] of freqs) this.post(term, makePosting(short, f, freq))
    })
  }

  /** Removes a document: hidden from results at once, its postings dropped by the next vacuum. */
  remove(id: string): boolean {
    const short = this.shortIds.get(id)
    if (short === undefined) return false
    this.shortIds.delete(id)
    this.ids[short] = ''
    this.live--
    this.dead++
    this.fields.forEach((_, f) => (this.totalLength[f] -= this.lengths[short * this.fields.length + f]))
    if (this.dead >= Math.max(VACUUM_MIN, this.live * VACUUM_SHARE)) this.vacuum()
    return true
  }

  /** Documents matching every query term (`AND`) or any (`OR`), best first. */
  search(query: string, combineWith: 'AND' | 'OR' = 'OR'): TermResult[] {
    const queryTerms = this.opts.queryTokenize(query)
    if (!queryTerms.length) return []
    let combined: Map<number, Acc> | null = null
    for (const qt of queryTerms) {
      const r = this.termResults(qt)
      if (!combined) combined = r
      else if (combineWith === 'OR') {
        for (const [doc, acc] of r) {
          const had = combined.get(doc)
          if (!had) combined.set(doc, acc)
          else merge(had, acc)
        }
      } else {
        const both = new Map<number, Acc>()
        for (const [doc, acc] of r) {
          const had = combined.get(doc)
          if (had) both.set(doc, merge(had, acc))
        }
        combined = both
      }
    }
    const out: TermResult[] = []
    for (const [doc, acc] of combined ?? []) {
      out.push({ id: this.ids[doc], score: acc.score * (acc.terms.length || 1), terms: Object.keys(acc.match), queryTerms: acc.terms, match: acc.match })
    }
    return out.sort((a, b) => b.score - a.score)
  }

  /** Rewrites every posting list without dead documents and numbers the live ones from 0. */
  vacuum(): void {
    const renumber = new Int32Array(this.ids.length).fill(-1)
    const ids: string[] = []
    const lengths = new Int32Array(Math.max(64, this.live * this.fields.length * 2))
    const n = this.fields.length
    this.ids.forEach((id, old) => {
      if (!id) return
      renumber[old] = ids.length
      lengths.set(this.lengths.subarray(old * n, old * n + n), ids.length * n)
      this.shortIds.set(id, ids.length)
      ids.push(id)
    })
    const move = (p: number) => {
      const to = renumber[p >>> DOC_SHIFT]
      return to < 0 ? -1 : (to << DOC_SHIFT) | (p & ((1 << DOC_SHIFT) - 1))
    }
    for (const [term, postings] of this.terms) {
      if (typeof postings === 'number') {
        const p = move(postings)
        if (p < 0) this.terms.delete(term)
        else this.terms.set(term, p)
        continue
      }
      let size = 0
      for (let i = 0; i < postings.size; i++) {
        const p = move(postings.list[i])
        if (p >= 0) postings.list[size++] = p
      }
      if (size === 0) this.terms.delete(term)
      else if (size === 1) this.terms.set(term, postings.list[0])
      else this.terms.set(term, { list: postings.list.slice(0, size), size })
    }
    this.ids = ids
    this.lengths = lengths
    this.dead = 0
    this.sorted = null
    this.byLength = null
  }

  /**
   * Gives back the room posting lists grew into: a list doubles when full, so after a build about
   * half of what the lists hold is spare (9 of 20 MB at 10,000 posts). Called once a batch of
   * documents is in; a list that grows again later doubles from its exact size.
   */
  trim(): void {
    for (const postings of this.terms.values()) {
      if (typeof postings !== 'number' && postings.list.length > postings.size) postings.list = postings.list.slice(0, postings.size)
    }
  }

  /** Postings and counts, for the benchmark. */
  stats() {
    let postings = 0
    for (const p of this.terms.values()) postings += typeof p === 'number' ? 1 : p.size
    return { documents: this.live, terms: this.terms.size, postings }
  }

  toJSON() {
    this.vacuum()
    return {
      fields: this.fields,
      ids: this.ids,
      lengths: Array.from(this.lengths.subarray(0, this.ids.length * this.fields.length)),
      terms: [...this.terms].map(([t, p]) => [t, typeof p === 'number' ? [p] : Array.from(p.list.subarray(0, p.size))] as const),
    }
  }

  static fromJSON(data: ReturnType<TermIndex['toJSON']>, opts: TermIndexOptions): TermIndex {
    if (JSON.stringify(data.fields) !== JSON.stringify(opts.fields)) throw new Error('TermIndex: other fields')
    const index = new TermIndex(opts)
    index.ids = [...data.ids]
    data.ids.forEach((id, short) => index.shortIds.set(id, short))
    index.live = data.ids.length
    index.lengths = Int32Array.from(data.lengths)
    data.ids.forEach((_, short) => opts.fields.forEach((__, f) => (index.totalLength[f] += index.lengths[short * opts.fields.length + f])))
    for (const [term, list] of data.terms) index.terms.set(term, list.length === 1 ? list[0] : { list: Int32Array.from(list), size: list.length })
    return index
  }

  private post(term: string, posting: number) {
    const had = this.terms.get(term)
    if (had === undefined) {
      this.terms.set(term, posting)
      this.sorted = null
      this.byLength = null
    } else if (typeof had === 'number') {
      const list = new Int32Array(4)
      list[0] = had
      list[1] = posting
      this.terms.set(term, { list, size: 2 })
    } else {
      if (had.size === had.list.length) {
        const grown = new Int32Array(had.list.length * 2)
        grown.set(had.list)
        had.list = grown
      }
      had.list[had.size++] = posting
    }
  }

  /** The documents a query term matches, exactly, as a prefix or within its edit distance. */
  private termResults(qt: string): Map<number, Acc> {
    const results = new Map<number, Acc>()
    this.score(qt, qt, 1, results)
    const prefixed = new Set<string>()
    if (this.opts.prefix?.(qt)) {
      const sorted = this.sortedTerms()
      for (let i = lowerBound(sorted, qt); i < sorted.length && sorted[i].startsWith(qt); i++) {
        const term = sorted[i]
        const distance = term.length - qt.length
        if (!distance) continue
        prefixed.add(term)
        this.score(qt, term, (PREFIX_WEIGHT * term.length) / (term.length + 0.3 * distance), results)
      }
    }
    const fuzzy = this.opts.fuzzy?.(qt)
    if (fuzzy) {
      const max = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(qt.length * fuzzy)) : fuzzy
      if (max > 0) {
        const byLength = this.termsByLength()
        for (let len = qt.length - max; len <= qt.length + max; len++) {
          for (const term of byLength.get(len) ?? []) {
            if (term === qt || prefixed.has(term)) continue
            const distance = editDistance(qt, term, max)
            if (distance <= max) this.score(qt, term, (FUZZY_WEIGHT * term.length) / (term.length + distance), results)
          }
        }
      }
    }
    return results
  }

  /** Adds a document term's BM25+ scores, field by field, to the results of query term `qt`. */
  private score(qt: string, term: string, weight: number, results: Map<number, Acc>) {
    const postings = this.terms.get(term)
    if (postings === undefined) return
    const list = typeof postings === 'number' ? [postings] : postings.list.subarray(0, postings.size)
    // documents (live) having the term, per field: its document frequency there
    const df = this.fields.map(() => 0)
    for (const p of list) if (this.ids[p >>> DOC_SHIFT]) df[(p >>> FIELD_SHIFT) & (2 ** FIELD_BITS - 1)]++
    for (const p of list) {
      const doc = p >>> DOC_SHIFT
      if (!this.ids[doc]) continue
      const f = (p >>> FIELD_SHIFT) & (2 ** FIELD_BITS - 1)
      const field = this.fields[f]
      const avg = this.live ? this.totalLength[f] / this.live : 0
      const bm25 = calcBM25(p & MAX_FREQ, df[f], this.live, this.lengths[doc * this.fields.length + f], avg)
      const s = weight * (this.opts.boost?.[field] ?? 1) * bm25
      const acc = results.get(doc)
      if (!acc) {
        results.set(doc, { score: s, terms: [qt], match: { [term]: [field] } })
        continue
      }
      acc.score += s
      if (!acc.terms.includes(qt)) acc.terms.push(qt)
      const fields = Object.hasOwn(acc.match, term) ? acc.match[term] : undefined
      if (fields) fields.push(field)
      else acc.match[term] = [field]
    }
  }

  private sortedTerms(): string[] {
    return (this.sorted ??= [...this.terms.keys()].sort())
  }

  private termsByLength(): Map<number, string[]> {
    if (!this.byLength) {
      this.byLength = new Map()
      for (const term of this.terms.keys()) {
        const list = this.byLength.get(term.length)
        if (list) list.push(term)
        else this.byLength.set(term.length, [term])
      }
    }
    return this.byLength
  }
}

function merge(into: Acc, from: Acc): Acc {
  into.score += from.score
  for (const t of from.terms) if (!into.terms.includes(t)) into.terms.push(t)
  Object.assign(into.match, from.match)
  return into
}

/** minisearch's BM25+ (k 1.2, b 0.7, d 0.5). */
function calcBM25(tf: number, matching: number, total: number, length: number, avgLength: number): number {
  const idf = Math.log(1 + (total - matching + 0.5) / (matching + 0.5))
  return idf * (BM25.d + (tf * (BM25.k + 1)) / (tf + BM25.k * (1 - BM25.b + (BM25.b * length) / (avgLength || 1))))
}

/** The first index of a sorted array whose item is not below `key`. */
function lowerBound(sorted: string[], key: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (sorted[mid] < key) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Levenshtein distance, giving up (returning max + 1) once it must exceed max. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const cur = [i]
    let rowMin = i
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      rowMin = Math.min(rowMin, cur[j])
    }
    if (rowMin > max) return max + 1
    prev = cur
  }
  return prev[b.length]
}
