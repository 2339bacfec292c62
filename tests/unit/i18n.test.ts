import { describe, expect, it } from 'vitest'
import enUS from '@/locales/en-US'
import {
  LOCALES,
  LOCALE_TABLES,
  format,
  getStrings,
  isLocale,
  mergeStrings,
  negotiateLocale,
  parseAcceptLanguage,
  resolveLocale,
} from '@/lib/i18n'

/** every leaf path of a nested string record, e.g. `COMMON.MORE` */
function leafPaths(obj: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' ? leafPaths(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  )
}

function get(obj: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj)
}

// the names a string fills (a count's two forms name {n} twice: one name)
const placeholders = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort()

describe('locale tables', () => {
  const basePaths = leafPaths(enUS)

  it('lists the seven locales in switcher order', () => {
    expect(LOCALES).toEqual(['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP'])
  })

  it('covers the groups a theme needs', () => {
    for (const group of ['MENU', 'NAV', 'COMMON', 'PAGINATION', 'SEARCH', 'POST']) {
      expect(enUS).toHaveProperty(group)
    }
    expect(basePaths.length).toBeGreaterThan(150)
  })

  for (const locale of LOCALES) {
    describe(locale, () => {
      const table = LOCALE_TABLES[locale] as Record<string, unknown>

      it('has every en-US key, as a non-empty string', () => {
        const missing = basePaths.filter((p) => typeof get(table, p) !== 'string' || (get(table, p) as string).trim() === '')
        expect(missing).toEqual([])
      })

      it('has no key en-US lacks', () => {
        const extra = leafPaths(table).filter((p) => !basePaths.includes(p))
        expect(extra).toEqual([])
      })

      it('keeps the same placeholders as en-US', () => {
        const wrong = basePaths.filter(
          (p) => placeholders(get(table, p) as string).join() !== placeholders(get(enUS, p) as string).join(),
        )
        expect(wrong).toEqual([])
      })

      it('names itself', () => {
        expect(table.LOCALE).toBe(locale)
      })
    })
  }

  it('has the zh-CN strings the seed site shows', () => {
    const zh = getStrings('zh-CN')
    expect(zh.MENU.HOME).toBe('首页')
    expect(zh.MENU.CATEGORY).toBe('分类')
    expect(zh.MENU.TAG).toBe('标签')
    expect(zh.MENU.ARCHIVE).toBe('归档')
    expect(zh.MENU.SEARCH).toBe('搜索')
    expect(zh.MENU.ABOUT).toBe('关于')
    expect(zh.COMMON.ARTICLE_LOCK_TIPS).toBe('请输入文章密码')
    expect(zh.COMMON.PASSWORD_ERROR).toBe('密码错误！')
    expect(zh.COMMON.MORE_RECOMMENDATIONS).toBe('更多推荐')
    expect(zh.SEARCH.PLACEHOLDER).toBe('在这里输入搜索关键词...')
    expect(format(zh.SEARCH.RESULTS, { n: 3, ms: 12 })).toBe('共搜索到 3 条结果，用时 12 毫秒')
    expect(getStrings('zh-TW').NAV.TRY_SEARCHING).toBe('請嘗試站內搜尋尋找文章')
    expect(getStrings('zh-TW').NAV.BACK_HOME).toBe('回到首頁')
  })

  it('has the en-US lock strings', () => {
    expect(enUS.COMMON.ARTICLE_LOCK_TIPS).toBe('Enter the password to read this article')
    expect(enUS.COMMON.PASSWORD_ERROR).toBe('Password Error!')
    expect(enUS.COMMON.URL_COPIED).toBe('Link copied')
  })
})

describe('getStrings', () => {
  it('returns the table of a known locale', () => {
    expect(getStrings('ja-JP').MENU.SEARCH).toBe('検索')
    expect(getStrings('fr-FR').LOCALE).toBe('fr-FR')
  })

  it('accepts loose tags and falls back to en-US for unknown ones', () => {
    expect(getStrings('zh-Hant').LOCALE).toBe('zh-TW')
    expect(getStrings('fr').LOCALE).toBe('fr-FR')
    expect(getStrings('de-DE').LOCALE).toBe('en-US')
    expect(getStrings(undefined).LOCALE).toBe('en-US')
    expect(getStrings('<script>').LOCALE).toBe('en-US')
  })

  it('returns one shared, frozen object per locale', () => {
    const a = getStrings('zh-CN')
    expect(getStrings('zh-CN')).toBe(a)
    expect(Object.isFrozen(a.COMMON)).toBe(true)
  })
})

describe('mergeStrings (the fallback getStrings relies on)', () => {
  const base = { A: 'a', G: { B: 'b', C: 'c' }, H: { D: 'd' } }

  it('fills missing keys and groups from the base', () => {
    expect(mergeStrings(base, { G: { B: 'β' } })).toEqual({ A: 'a', G: { B: 'β', C: 'c' }, H: { D: 'd' } })
    expect(mergeStrings(base, undefined)).toEqual(base)
  })

  it('ignores keys the base lacks and values of the wrong type', () => {
    const bad = { A: 42, G: 'oops', X: 'extra' } as unknown as Parameters<typeof mergeStrings<typeof base>>[1]
    expect(mergeStrings(base, bad)).toEqual(base)
  })
})

describe('format', () => {
  it('fills named placeholders', () => {
    expect(format('Page {page} of {total}', { page: 2, total: 9 })).toBe('Page 2 of 9')
    expect(format('{n}{n}', { n: 'x' })).toBe('xx')
  })

  it('leaves unknown or missing placeholders visible', () => {
    expect(format('Hi {name}', {})).toBe('Hi {name}')
    expect(format('Hi {name}', { name: undefined })).toBe('Hi {name}')
    expect(format('{constructor} {toString}', {})).toBe('{constructor} {toString}')
    expect(format('no placeholders')).toBe('no placeholders')
  })

  it('formats 0 and inserts values literally', () => {
    expect(format('{n} results', { n: 0 })).toBe('0 results')
    expect(format('“{keyword}”', { keyword: '$& {n} <b>' })).toBe('“$& {n} <b>”')
  })
})

describe('resolveLocale', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh_TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['yue', 'zh-HK'],
    ['zh', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['en', 'en-US'],
    ['en-GB', 'en-US'],
    ['fr', 'fr-FR'],
    ['fr-CA', 'fr-FR'],
    ['ja', 'ja-JP'],
    ['tr', 'tr-TR'],
    ['TR-tr', 'tr-TR'],
  ])('%s → %s', (tag, expected) => {
    expect(resolveLocale(tag)).toBe(expected)
  })

  it.each(['', '*', 'de', 'x', 'zh TW', '../en-US', 'en-US;', 'a'.repeat(40), null, undefined])(
    'rejects %s',
    (tag) => {
      expect(resolveLocale(tag as string)).toBeNull()
    },
  )

  it('isLocale is exact', () => {
    expect(isLocale('zh-CN')).toBe(true)
    expect(isLocale('zh-cn')).toBe(false)
    expect(isLocale(7)).toBe(false)
  })
})

describe('parseAcceptLanguage', () => {
  it('orders by q, keeping header order on ties, and drops q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CH, fr;q=0.9, en;q=0.9, *;q=0.1, ja;q=0')).toEqual([
      { tag: 'fr-CH', q: 1 },
      { tag: 'fr', q: 0.9 },
      { tag: 'en', q: 0.9 },
      { tag: 'de', q: 0.5 },
    ])
  })

  it('drops entries with a malformed q', () => {
    expect(parseAcceptLanguage('ja;q=2, fr;q=abc, en;q=0.8')).toEqual([{ tag: 'en', q: 0.8 }])
    expect(parseAcceptLanguage('')).toEqual([])
    expect(parseAcceptLanguage(null)).toEqual([])
  })
})

describe('negotiateLocale', () => {
  const acceptLanguage = 'ja-JP,ja;q=0.9'

  it('prefers the cookie', () => {
    expect(negotiateLocale({ cookie: 'fr-FR', query: 'tr-TR', acceptLanguage, siteLang: 'zh-CN' })).toBe('fr-FR')
  })

  it('then ?lang=', () => {
    expect(negotiateLocale({ query: 'tr-TR', acceptLanguage, siteLang: 'zh-CN' })).toBe('tr-TR')
    expect(negotiateLocale({ query: ['zh-HK', 'fr-FR'], siteLang: 'zh-CN' })).toBe('zh-HK')
  })

  it('then Accept-Language', () => {
    expect(negotiateLocale({ acceptLanguage, siteLang: 'zh-CN' })).toBe('ja-JP')
  })

  it('a site that pins its language (LANG_FROM_BROWSER false) ignores the browser, not the visitor’s pick', () => {
    expect(negotiateLocale({ acceptLanguage, siteLang: 'zh-CN', followBrowser: false })).toBe('zh-CN')
    expect(negotiateLocale({ cookie: 'fr-FR', acceptLanguage, siteLang: 'zh-CN', followBrowser: false })).toBe('fr-FR')
    expect(negotiateLocale({ acceptLanguage, siteLang: 'zh-CN', followBrowser: true })).toBe('ja-JP')
  })

  it('then the site language, then en-US', () => {
    expect(negotiateLocale({ siteLang: 'zh-CN' })).toBe('zh-CN')
    expect(negotiateLocale({})).toBe('en-US')
    expect(negotiateLocale({ siteLang: 'klingon' })).toBe('en-US')
  })

  it('ignores invalid values at each step', () => {
    expect(negotiateLocale({ cookie: 'de-DE', query: 'xx', acceptLanguage: 'de, it;q=0.8', siteLang: 'zh-CN' })).toBe(
      'zh-CN',
    )
    expect(negotiateLocale({ cookie: '', query: '', acceptLanguage: '', siteLang: 'zh-TW' })).toBe('zh-TW')
  })

  it('uses q-values, not header order', () => {
    expect(negotiateLocale({ acceptLanguage: 'fr;q=0.4, zh-TW;q=0.8, en;q=0.6' })).toBe('zh-TW')
    expect(negotiateLocale({ acceptLanguage: 'de-DE, de;q=0.9, zh;q=0.7, en;q=0.8' })).toBe('en-US')
  })

  it('skips unsupported languages to the next acceptable one', () => {
    expect(negotiateLocale({ acceptLanguage: 'de-DE,de;q=0.9,zh-Hant;q=0.8', siteLang: 'en-US' })).toBe('zh-TW')
    expect(negotiateLocale({ acceptLanguage: 'en-GB,en;q=0.9', siteLang: 'zh-CN' })).toBe('en-US')
    expect(negotiateLocale({ acceptLanguage: 'zh', siteLang: 'en-US' })).toBe('zh-CN')
  })
})
