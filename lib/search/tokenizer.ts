// The one tokenizer for the local search index, used for documents and for queries alike.
//
// Why it looks like this:
// - CJK text has no spaces. A dictionary segmenter splits it into words, but its splits differ
//   by context and by ICU version (Node and each browser ship their own), so a word found in a
//   sentence may be split differently when typed alone as a query. We therefore index every
//   run of CJK characters as overlapping bigrams (膳食纖維 → 膳食 食纖 纖維): a query's bigrams
//   are then always a subset of the bigrams of any text containing it, whatever the segmenter
//   would have done. The last character of each run is also indexed alone, so a one-character
//   query (糖) finds the run ending in it; with prefix search it finds all other positions.
// - Everything else goes through Intl.Segmenter (word granularity), which knows the word rules
//   of Latin, Cyrillic, Thai and the rest. Intl.Segmenter is quadratic on long inputs (100 KB in
//   one call takes seconds), so text is first cut into short pieces at whitespace, which never
//   falls inside a word of a spaced script.
// - Words are NFKC-normalised (full-width → ASCII, ligatures), lowercased, and Latin diacritics
//   are dropped (café → cafe), so queries typed without accents still match.

export type TokenizeMode = 'index' | 'query'

/** Bump when the output changes: cached indexes built with an older tokenizer are invalid. */
export const TOKENIZER_VERSION = 1

/** Han, kana (with the prolonged sound mark ー and iteration marks), Hangul. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u303b]+/gu
const CJK_CHAR = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30fc\u3005\u303b]/u
const HAS_WORD_CHAR = /[\p{L}\p{N}]/u
const NON_ASCII = /[^\u0000-\u007f]/
const COMBINING_DIACRITICS = /[\u0300-\u036f]/g
/** Longest slice handed to Intl.Segmenter at once; cost per character is flat up to ~500. */
const MAX_PIECE = 256
/** Longer "words" are URLs, hashes or base64: noise that only bloats the index. */
const MAX_TOKEN_LENGTH = 64
/** A query is a few words; this bounds the work a single request can ask for. */
export const MAX_QUERY_TOKENS = 32

const segmenter: Intl.Segmenter | null =
  typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function'
    ? new Intl.Segmenter('en', { granularity: 'word' })
    : null

/** Splits text into index terms (mode 'index') or query terms (mode 'query', deduplicated). */
export function tokenize(text: string, mode: TokenizeMode = 'index'): string[] {
  if (!text) return []
  const s = text.normalize('NFKC').toLowerCase()
  const out: string[] = []
  let last = 0
  for (const m of s.matchAll(CJK_RUN)) {
    const start = m.index ?? 0
    if (start > last) tokenizeSpaced(s, last, start, out)
    emitCjkRun(m[0], mode, out)
    last = start + m[0].length
  }
  if (last < s.length) tokenizeSpaced(s, last, s.length, out)
  if (mode === 'index') return out
  return [...new Set(out)].slice(0, MAX_QUERY_TOKENS)
}

/** True when the term is (or starts with) CJK: it came from a bigram or a single character. */
export function isCjkTerm(term: string): boolean {
  return CJK_CHAR.test(term)
}

function emitCjkRun(run: string, mode: TokenizeMode, out: string[]): void {
  const chars = Array.from(run) // code points: Ext-B ideographs are surrogate pairs
  if (chars.length === 1) {
    out.push(run)
    return
  }
  for (let i = 0; i < chars.length - 1; i++) out.push(chars[i] + chars[i + 1])
  // queries do not need it: their last character is covered by the last bigram
  if (mode === 'index') out.push(chars[chars.length - 1])
}

/** Text without CJK: cut at whitespace into short pieces, then segment each piece. */
function tokenizeSpaced(s: string, from: number, to: number, out: string[]): void {
  let i = from
  while (i < to) {
    let end = Math.min(to, i + MAX_PIECE)
    if (end < to) {
      let cut = end
      while (cut > i + 1 && !isSpace(s.charCodeAt(cut - 1))) cut--
      if (cut > i + 1) end = cut
      else if (isLowSurrogate(s.charCodeAt(end))) end-- // no space at all: never split a pair
    }
    segmentPiece(s.slice(i, end), out)
    i = end
  }
}

function segmentPiece(piece: string, out: string[]): void {
  if (!HAS_WORD_CHAR.test(piece)) return
  if (!segmenter) {
    for (const m of piece.matchAll(/[\p{L}\p{N}]+(?:['.][\p{L}\p{N}]+)*/gu)) pushWord(m[0], out)
    return
  }
  for (const seg of segmenter.segment(piece)) if (seg.isWordLike) pushWord(seg.segment, out)
}

function pushWord(word: string, out: string[]): void {
  const w = foldWord(word)
  if (w.length > 0 && w.length <= MAX_TOKEN_LENGTH) out.push(w)
}

/** Lowercased, NFKC input → the indexed form: no Latin accents, one kind of apostrophe. */
export function foldWord(word: string): string {
  if (!NON_ASCII.test(word)) return word
  return word.replace(/\u2019/g, "'").normalize('NFD').replace(COMBINING_DIACRITICS, '').normalize('NFC')
}

function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13) || c === 0x3000 || c === 0x2028 || c === 0x2029
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff
}
