// Highlighting and snippets for search hits. Matching happens on a normalised copy of the text
// (the tokenizer's NFKC + lowercase + accent folding, applied per code point) while a map keeps
// the original offsets, so the highlighted output shows the author's own characters. Every
// piece of content is HTML-escaped; the only markup we emit is our own <em>.
import { foldWord, isCjkTerm } from './tokenizer'

export const HIGHLIGHT_PRE = '<em class="search-highlight">'
export const HIGHLIGHT_POST = '</em>'

/** [start, end) in UTF-16 offsets of the original text */
export type Range = [number, number]

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c])
}

// ---- normalisation with an offset map ------------------------------------------------------

const charCache = new Map<string, string>()

function normChar(cp: string): string {
  if (cp.length === 1) {
    const c = cp.charCodeAt(0)
    if (c < 128) return c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : cp
  }
  let n = charCache.get(cp)
  if (n === undefined) {
    n = foldWord(cp.normalize('NFKC').toLowerCase())
    if (charCache.size > 10_000) charCache.clear() // bounded: text is untrusted
    charCache.set(cp, n)
  }
  return n
}

interface Normalised {
  norm: string
  /** original start offset of the code point that produced norm[k] */
  starts: Int32Array
  /** original end offset of that code point */
  ends: Int32Array
}

function normalise(text: string, from: number, to: number): Normalised {
  const parts: string[] = []
  const starts: number[] = []
  const ends: number[] = []
  let i = from
  while (i < to) {
    const c = text.charCodeAt(i)
    const len = c >= 0xd800 && c <= 0xdbff && i + 1 < to ? 2 : 1
    const n = normChar(text.slice(i, i + len))
    for (let k = 0; k < n.length; k++) {
      starts.push(i)
      ends.push(i + len)
    }
    parts.push(n)
    i += len
  }
  return { norm: parts.join(''), starts: Int32Array.from(starts), ends: Int32Array.from(ends) }
}

// ---- matching ------------------------------------------------------------------------------

const WORD_CHAR = /[\p{L}\p{N}]/u

/** a letter or digit that would continue a Latin word (CJK never does: the tokenizer cuts there) */
function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && ch !== '' && WORD_CHAR.test(ch) && !isCjkTerm(ch)
}

/**
 * Where the given index terms occur in text[from, to): merged, sorted ranges of the original
 * text. Latin terms match whole words only (so `art` does not light up inside `heart`); CJK
 * bigrams match anywhere and adjacent ones merge (膳食 + 食纖 + 纖維 → one range 膳食纖維).
 */
export function findRanges(text: string, terms: readonly string[], from = 0, to = text.length): Range[] {
  if (from >= to || terms.length === 0) return []
  const { norm, starts, ends } = normalise(text, from, to)
  const raw: Range[] = []
  for (const term of terms) {
    if (!term) continue
    const cjk = isCjkTerm(term)
    for (let k = norm.indexOf(term); k !== -1; k = norm.indexOf(term, k + 1)) {
      const e = k + term.length
      if (!cjk && (isWordChar(norm[k - 1]) || isWordChar(norm[e]))) continue
      raw.push([starts[k], ends[e - 1]])
    }
  }
  return mergeRanges(raw)
}

function mergeRanges(ranges: Range[]): Range[] {
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1])
  const out: Range[] = []
  for (const r of ranges) {
    const last = out[out.length - 1]
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1])
    else out.push([r[0], r[1]])
  }
  return out
}

/** text[from, to) as escaped HTML with the ranges wrapped in <em class="search-highlight">. */
export function renderHighlighted(text: string, ranges: readonly Range[], from = 0, to = text.length): string {
  let out = ''
  let pos = from
  for (const [s0, e0] of ranges) {
    const s = Math.max(s0, from)
    const e = Math.min(e0, to)
    if (e <= s) continue
    out += escapeHtml(text.slice(pos, s)) + HIGHLIGHT_PRE + escapeHtml(text.slice(s, e)) + HIGHLIGHT_POST
    pos = e
  }
  return out + escapeHtml(text.slice(pos, to))
}

// ---- snippets ------------------------------------------------------------------------------

const SCAN_CHUNK = 4096
/** longer than any index term (64) even after normalisation changes lengths */
const SCAN_OVERLAP = 160
/** how far a snippet may grow to keep a highlighted word whole */
const MAX_WIDEN = 32

/** First range of any term in a possibly long text, scanning in chunks to stop early. */
function firstRange(text: string, terms: readonly string[]): Range | null {
  for (let pos = 0; pos < text.length; pos += SCAN_CHUNK) {
    const from = alignBack(text, Math.max(0, pos - 1))
    const to = alignBack(text, Math.min(text.length, pos + SCAN_CHUNK + SCAN_OVERLAP))
    const found = findRanges(text, terms, from, to)
    if (found.length > 0) return found[0]
  }
  return null
}

export interface Snippet {
  value: string
  matched: boolean
  /** the highlighted substrings of the snippet (original text) */
  ranges: Range[]
}

/**
 * About `length` characters of text around the first match (a third of the window before it),
 * highlighted and escaped, with … where the text was cut and whitespace runs collapsed.
 * Without a match: the beginning of the text.
 */
export function makeSnippet(text: string, terms: readonly string[], length = 80): Snippet {
  if (!text) return { value: '', matched: false, ranges: [] }
  const first = firstRange(text, terms)
  let start = 0
  if (first) start = Math.max(0, first[0] - Math.floor(length / 3))
  let end = Math.min(text.length, start + length)
  if (end - start < length) start = Math.max(0, end - length)
  start = alignBack(text, start)
  end = alignBack(text, end)
  let ranges: Range[] = []
  if (first) {
    // a little context either side so whole-word checks at the window edges are right
    const around = findRanges(
      text,
      terms,
      alignBack(text, Math.max(0, start - SCAN_OVERLAP)),
      alignBack(text, Math.min(text.length, end + SCAN_OVERLAP)),
    )
    // widen the window rather than cut a highlighted word at either edge, within reason: a
    // merged CJK range can be as long as the text when a phrase repeats without a break
    for (const [s, e] of around) {
      if (s < start && e > start && start - s <= MAX_WIDEN) start = alignBack(text, s)
      if (s < end && e > end && e - end <= MAX_WIDEN) end = alignBack(text, e)
    }
    ranges = around
      .map(([s, e]): Range => [Math.max(s, start), Math.min(e, end)])
      .filter(([s, e]) => e > s)
  }
  const body = renderHighlighted(text, ranges, start, end).replace(/\s+/g, ' ')
  const value = (start > 0 ? '…' : '') + body.trim() + (end < text.length ? '…' : '')
  return { value, matched: ranges.length > 0, ranges }
}

/** Moves an offset off the second half of a surrogate pair. */
function alignBack(text: string, i: number): number {
  if (i > 0 && i < text.length) {
    const c = text.charCodeAt(i)
    if (c >= 0xdc00 && c <= 0xdfff) return i - 1
  }
  return i
}
