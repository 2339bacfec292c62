// "Too many attempts. Please try again in {seconds} seconds." reached readers with the
// placeholder in it. Every locale string is filled with the variables its English original
// names (what the code passes): nothing of the form {…} may be left, in any locale.
import { describe, expect, it } from 'vitest'
import { format } from '@/lib/i18n/format'
import { LOCALE_TABLES } from '@/lib/i18n'
import { LOCALE_NAMES } from '@/lib/config/names'
import { getStrings } from '@/lib/i18n'

type Tree = { [k: string]: string | Tree }
const leaves = (t: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : leaves(v, `${prefix}${k}.`)))
const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1])

const english = new Map(leaves(getStrings('en-US') as unknown as Tree))

describe('placeholders', () => {
  it.each(LOCALE_NAMES.map((l) => [l]))('%s: every string is filled by the variables the code passes', (lang) => {
    const left: string[] = []
    for (const [key, text] of leaves(getStrings(lang) as unknown as Tree)) {
      const vars = Object.fromEntries(names(english.get(key) ?? '').map((n) => [n, 7]))
      const out = format(text, vars)
      if (/\{\w+\}/.test(out)) left.push(`${key}: ${out}`)
    }
    expect(left).toEqual([])
    expect(Object.keys(LOCALE_TABLES)).toContain(lang)
  })
})

describe('counts', () => {
  it('pick the one form for 1 and the other for any other count', () => {
    expect(format('{n} post|{n} posts', { n: 1 })).toBe('1 post')
    expect(format('{n} post|{n} posts', { n: 0 })).toBe('0 posts')
    expect(format('{n} post|{n} posts', { n: 37 })).toBe('37 posts')
    // one form only (Chinese): used as it is
    expect(format('{n} 篇文章', { n: 1 })).toBe('1 篇文章')
    // no count: the template is left whole, so a missing number shows
    expect(format('{n} post|{n} posts', {})).toBe('{n} post|{n} posts')
  })
  it.each(LOCALE_NAMES.map((l) => [l]))('%s: no form bar is left in a count', (lang) => {
    const s = getStrings(lang).COMMON
    for (const t of [s.POST_COUNT_N, s.CATEGORY_COUNT_N, s.TAG_COUNT_N]) for (const n of [1, 4]) expect(format(t, { n })).not.toContain('|')
  })
})
