// The local search index as one file a browser reads (issue #43: a static export has no
// /api/search). It holds exactly what the server's index holds — the terms with their postings,
// the field lengths and what a hit shows of each document, never a body text — so the browser
// ranks and highlights with the same code (index.ts `rank`/`present`, term-index.ts, the same
// tokenizer) and finds the same documents.
//
// Compact because every reader who opens search downloads it (sizes in docs/ARCHITECTURE.md):
// - terms sorted, one per line (gzip then stores each mostly as what differs from the last);
// - a term's postings in document order, each as the distance from the previous document in
//   base 36 followed by ONE character naming the field and the frequency (1–7; an 8th code of
//   the field says the frequency follows in base 36, ended by '.'). A posting is thus two or
//   three characters instead of the seven to nine of a decimal 31-bit number.
// Pure: no Node, no DOM; the export's route writes it, the browser decodes it.
import { indexFromParts, INDEX_FIELDS, TOKENIZER_VERSION, type IndexedDoc, type SearchIndex } from './index'
import { makePosting, postingParts } from './term-index'

export const STATIC_INDEX_FORMAT = 1

/** field × frequency codes: never a base-36 digit, '.', a quote or a backslash */
const CODES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&()*+,-/:;=?@[]^_{|}~<>'
const FREQ_CODES = 8

type DocRow = [id: string, slug: string, href: string, title: string, summary: string, category: string | null, tags: string[], cover: string | null, publishDay: string | null, hasText: 0 | 1]

export interface StaticIndexFile {
  format: number
  tokenizer: number
  fields: string[]
  /** per document, in the postings' numbering */
  docs: DocRow[]
  /** per document and field, its length in distinct terms (base 36, comma-separated) */
  lengths: string
  /** sorted, one per line */
  terms: string
  /** one line per term, in the order of `terms` */
  postings: string
}

if (INDEX_FIELDS.length * FREQ_CODES > CODES.length) throw new Error('static-index: more fields than codes')

export function encodeStaticIndex(index: SearchIndex): string {
  const data = index.terms.toJSON()
  const docs = data.ids.map((id): DocRow => {
    const d = index.docs.get(id)
    if (!d) throw new Error(`static-index: document ${id} is indexed but not shown`)
    return [d.id, d.slug, d.href, d.title, d.summary, d.category, d.tags, d.cover ?? null, d.publishDay ?? null, d.hasText ? 1 : 0]
  })
  const terms = [...data.terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const file: StaticIndexFile = {
    format: STATIC_INDEX_FORMAT,
    tokenizer: TOKENIZER_VERSION,
    fields: [...data.fields],
    docs,
    lengths: data.lengths.map((n) => n.toString(36)).join(','),
    terms: terms.map(([t]) => {
      if (/\s/.test(t)) throw new Error(`static-index: a term with whitespace (${JSON.stringify(t)})`)
      return t
    }).join('\n'),
    postings: terms.map(([, list]) => encodePostings(list)).join('\n'),
  }
  return JSON.stringify(file)
}

function encodePostings(list: readonly number[]): string {
  let out = ''
  let last = 0
  for (const p of [...list].sort((a, b) => a - b)) {
    const { doc, field, freq } = postingParts(p)
    out += (doc - last).toString(36)
    last = doc
    out += freq < FREQ_CODES ? CODES[field * FREQ_CODES + freq] : CODES[field * FREQ_CODES] + freq.toString(36) + '.'
  }
  return out
}

function decodePostings(line: string): number[] {
  const out: number[] = []
  let doc = 0
  let digits = ''
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]
    const code = CODES.indexOf(ch)
    if (code < 0) {
      digits += ch
      continue
    }
    doc += parseInt(digits, 36)
    digits = ''
    const field = Math.floor(code / FREQ_CODES)
    let freq = code % FREQ_CODES
    if (freq === 0) {
      const end = line.indexOf('.', i + 1)
      freq = parseInt(line.slice(i + 1, end), 36)
      i = end
    }
    out.push(makePosting(doc, field, freq))
  }
  return out
}

/** The index from its file; throws when the file is of another format or tokenizer (a stale cache). */
export function decodeStaticIndex(json: string): SearchIndex {
  const file = JSON.parse(json) as StaticIndexFile
  if (file.format !== STATIC_INDEX_FORMAT || file.tokenizer !== TOKENIZER_VERSION) {
    throw new Error(`search index file of format ${file.format}/${file.tokenizer}, expected ${STATIC_INDEX_FORMAT}/${TOKENIZER_VERSION}`)
  }
  const terms = file.terms ? file.terms.split('\n') : []
  const postings = file.postings ? file.postings.split('\n') : []
  const docs: IndexedDoc[] = file.docs.map(([id, slug, href, title, summary, category, tags, cover, publishDay, hasText]) => ({
    id,
    slug,
    href,
    title,
    summary,
    category,
    tags,
    cover,
    publishDay,
    hasText: hasText === 1,
  }))
  return indexFromParts(
    {
      fields: file.fields,
      ids: docs.map((d) => d.id),
      lengths: file.lengths ? file.lengths.split(',').map((n) => parseInt(n, 36)) : [],
      terms: terms.map((t, i) => [t, decodePostings(postings[i] ?? '')] as const),
    },
    docs,
  )
}
