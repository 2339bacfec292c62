// A source setting naming a database per language (issue #31): what reads, and every mistake
// named with the key, the entry and the fix (lib/config/languages.ts).
import { describe, expect, it } from 'vitest'
import { readLanguageEntries, RESERVED_SEGMENTS } from '@/lib/config/languages'

const A = 'b95c0000000000000000000000000001'
const B = '1a2b0000000000000000000000000002'
const C = '3c4d0000000000000000000000000003'
const rules = {
  lang: 'zh-TW',
  reserved: ['article', ...RESERVED_SEGMENTS],
  read: (raw: string) => (/^[0-9a-f]{32}$/.test(raw) ? { value: raw } : { problem: 'is not a database id: use the 32 hex characters at the end of its Notion URL' }),
}
const read = (raw: string) => {
  const problems: string[] = []
  return { out: readLanguageEntries('NOTION_PAGE_ID', raw, rules, problems), problems }
}

describe('a database per language', () => {
  it('one entry reads as today: the default language only', () => {
    expect(read(A)).toEqual({ out: { primary: A, others: [] }, problems: [] })
  })
  it('others get their locale and a prefix from it, or their own', () => {
    expect(read(`${A}, en-US:${B},ja-JP/nihongo:${C}`).out).toEqual({
      primary: A,
      others: [
        { locale: 'en-US', prefix: 'en', value: B },
        { locale: 'ja-JP', prefix: 'nihongo', value: C },
      ],
    })
  })
  it.each([
    [`${A},xx-YY:${B}`, 'not a language Leafpress speaks: use one of en-US'],
    [`${A},en-US:${B},en-US:${C}`, 'repeats en-US: give each language one database'],
    [`${A},zh-TW:${B}`, 'repeats the default language (LANG = zh-TW)'],
    [`${A},zh-CN:${B},zh-HK:${C}`, 'would live under /zh like zh-CN: give one of them its own prefix'],
    [`${A},en-US/search:${B}`, 'would live under /search, an address the site uses itself'],
    [`${A},en-US/article:${B}`, 'would live under /article, an address the site uses itself'],
    [`${A},en-US/EN:${B}`, 'has the address prefix "EN": use small letters'],
    [`${A},${B}`, 'names no language: write it as <locale>:<value>'],
    [`${A},en-US:nope`, 'is not a database id'],
    [`en-US:${A}`, "is the site's default language (LANG = zh-TW): write it first without a locale"],
    [`${A},,en-US:${B}`, 'an entry is empty'],
  ])('%s: stops the start and says %s', (raw, fix) => {
    const { out, problems } = read(raw)
    expect(out).toBeNull()
    expect(problems.join('\n')).toContain('NOTION_PAGE_ID = ')
    expect(problems.join('\n')).toContain(fix)
  })
})
