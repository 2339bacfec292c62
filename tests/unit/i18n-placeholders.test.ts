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
