import { describe, expect, it } from 'vitest'
import { foldWord, isCjkTerm, MAX_QUERY_TOKENS, tokenize } from '@/lib/search/tokenizer'

const SENTENCE = '每天攝取足夠的膳食纖維與營養素很重要'

/** every query bigram must be among the text's terms: that is what makes AND search match */
function matches(text: string, query: string): boolean {
  const terms = new Set(tokenize(text, 'index'))
  return tokenize(query, 'query').every((q) => terms.has(q))
}

describe('tokenize: CJK', () => {
  it('emits overlapping bigrams for an unspaced run, plus its last character', () => {
    expect(tokenize('膳食纖維')).toEqual(['膳食', '食纖', '纖維', '維'])
  })

  it('finds words inside unspaced text whatever a segmenter would do', () => {
    expect(matches(SENTENCE, '營養素')).toBe(true)
    expect(matches(SENTENCE, '膳食纖維')).toBe(true)
    expect(matches(SENTENCE, '纖維')).toBe(true)
    expect(matches(SENTENCE, '維生素')).toBe(false)
  })

  it('query mode: no trailing unigram, one term per distinct bigram', () => {
    expect(tokenize('營養素', 'query')).toEqual(['營養', '養素'])
    expect(tokenize('纖維 纖維', 'query')).toEqual(['纖維'])
    expect(tokenize('糖', 'query')).toEqual(['糖'])
  })

  it('splits runs at punctuation and at non-CJK characters', () => {
    expect(tokenize('血糖，血壓')).toEqual(['血糖', '糖', '血壓', '壓'])
    expect(tokenize('維生素B12很重要')).toEqual(['維生', '生素', '素', 'b12', '很重', '重要', '要'])
  })

  it('handles kana (with ー), Hangul and full-width forms', () => {
    expect(tokenize('コーヒー')).toEqual(['コー', 'ーヒ', 'ヒー', 'ー'])
    expect(tokenize('비타민')).toEqual(['비타', '타민', '민'])
    expect(tokenize('ＡＢＣ１２３')).toEqual(['abc123'])
  })

  it('keeps astral ideographs whole', () => {
    expect(tokenize('𠮷野家', 'query')).toEqual(['𠮷野', '野家'])
  })

  it('marks CJK terms', () => {
    expect(isCjkTerm('纖維')).toBe(true)
    expect(isCjkTerm('ビタ')).toBe(true)
    expect(isCjkTerm('fiber')).toBe(false)
  })
})

describe('tokenize: spaced scripts', () => {
  it('lowercases words and drops punctuation', () => {
    expect(tokenize('The Mediterranean Diet, explained!')).toEqual(['the', 'mediterranean', 'diet', 'explained'])
  })

  it('keeps numbers, contractions and abbreviations as the word segmenter does', () => {
    expect(tokenize("Take 3.5 g, don't skip e.g. omega-3")).toEqual(['take', '3.5', 'g', "don't", 'skip', 'e.g', 'omega', '3'])
    expect(tokenize('don’t')).toEqual(["don't"])
  })

  it('folds Latin accents so queries typed without them match', () => {
    expect(tokenize('Café CRÈME brûlée')).toEqual(['cafe', 'creme', 'brulee'])
    expect(tokenize('Şeker İstanbul')).toEqual(['seker', 'istanbul'])
    expect(foldWord('naïve')).toBe('naive')
  })

  it('drops absurdly long tokens', () => {
    expect(tokenize(`ok ${'x'.repeat(100)} fine`)).toEqual(['ok', 'fine'])
  })

  it('mixes scripts in one string', () => {
    expect(tokenize('Omega-3 魚油', 'query')).toEqual(['omega', '3', '魚油'])
  })

  it('caps the number of query terms', () => {
    const many = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ')
    expect(tokenize(many, 'query')).toHaveLength(MAX_QUERY_TOKENS)
  })

  it('returns nothing for empty or punctuation-only input', () => {
    expect(tokenize('')).toEqual([])
    expect(tokenize(' ，。!? ... ')).toEqual([])
  })
})

describe('tokenize: long input', () => {
  it('gives the same terms when the text is cut into pieces', () => {
    // a long run of spaced text is cut at whitespace, which never falls inside a word
    const unit = 'Nutrition and sleep are linked. 膳食纖維很重要。 Café culture; '
    const long = unit.repeat(200)
    const terms = tokenize(long)
    expect(terms.length).toBe(tokenize(unit).length * 200)
    expect(terms.slice(0, tokenize(unit).length)).toEqual(tokenize(unit))
  })

  it('handles 500 KB of mixed text, and of text without spaces', () => {
    const unit = `${SENTENCE}，The Mediterranean diet is rich in fiber. ビタミンCを摂る。\n`
    const big = unit.repeat(Math.ceil(500_000 / unit.length))
    const terms = tokenize(big)
    expect(terms.length).toBeGreaterThan(100_000)
    expect(terms).toContain('mediterranean')
    expect(terms).toContain('纖維')

    // 500 KB without a single space: cut into fixed pieces, each one a too-long "word"
    const noSpaces = 'abcdefghij'.repeat(50_000)
    expect(tokenize(noSpaces).length).toBeLessThanOrEqual(1)
    const cjkOnly = '膳食纖維與營養素'.repeat(60_000)
    expect(tokenize(cjkOnly).length).toBe(cjkOnly.length)
  })
})
