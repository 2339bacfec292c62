// Translation pairing rules (lib/site/translations.ts).
import { describe, expect, it } from 'vitest'
import { pairTranslations, type Translatable } from '@/lib/site/translations'

const post = (id: string, slug: string, createdDate = 0, translation?: string): Translatable => ({ id: id.padEnd(32, '0'), slug, createdDate, translation })
const pairsOf = (index: ReturnType<typeof pairTranslations>) =>
  [...index.entries()].flatMap(([id, m]) => [...m.entries()].map(([l, other]) => `${id.slice(0, 2)}→${l}:${other.slice(0, 2)}`)).sort()

describe('translations', () => {
  it('pairs equal slugs, both ways; a post without one has none', () => {
    const index = pairTranslations(
      new Map([
        ['zh-TW', [post('a1', 'fiber'), post('a2', 'only-chinese')]],
        ['en-US', [post('b1', 'fiber'), post('b2', 'only-english')]],
      ]),
    )
    expect(pairsOf(index)).toEqual(['a1→en-US:b1', 'b1→zh-TW:a1'])
  })
  it('a named translation (by id or by slug) overrides equal slugs, and is reciprocal', () => {
    const index = pairTranslations(
      new Map([
        ['zh-TW', [post('a1', '膳食纖維', 0, 'dietary-fibre'), post('a2', 'fiber')]],
        ['en-US', [post('b1', 'dietary-fibre'), post('b2', 'fiber', 0, 'a2'.padEnd(32, '0'))]],
      ]),
    )
    expect(pairsOf(index)).toEqual(['a1→en-US:b1', 'a2→en-US:b2', 'b1→zh-TW:a1', 'b2→zh-TW:a2'])
  })
  it('one translation per language: a named pair first, then the post created first', () => {
    const index = pairTranslations(
      new Map([
        ['zh-TW', [post('a1', 'x', 5), post('a2', 'x', 1), post('a3', 'y', 9, 'x')]],
        ['en-US', [post('b1', 'x', 3)]],
      ]),
    )
    // a3 names b1's slug: it has b1, the equal slugs of a1 and a2 find it taken
    expect(pairsOf(index)).toEqual(['a3→en-US:b1', 'b1→zh-TW:a3'])
  })
  it('pairs every two languages of three', () => {
    const index = pairTranslations(
      new Map([
        ['zh-TW', [post('a1', 'fiber')]],
        ['en-US', [post('b1', 'fiber')]],
        ['ja-JP', [post('c1', 'fiber')]],
      ]),
    )
    expect(index.get('a1'.padEnd(32, '0'))).toEqual(new Map([['en-US', 'b1'.padEnd(32, '0')], ['ja-JP', 'c1'.padEnd(32, '0')]]))
    expect(index.get('c1'.padEnd(32, '0'))!.get('en-US')).toBe('b1'.padEnd(32, '0'))
  })
})
