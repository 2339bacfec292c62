// A theme's written copy in the page's language (lib/theme-kit/copy.ts, issue #31).
import { describe, expect, it } from 'vitest'
import { copyFor } from '@/lib/theme-kit/copy'

const defaults = { TITLE: '吃得健康', TEXT: '每週一封信', COUNT: 3 }
const translations = { 'en-US': { TITLE: 'Eat well', TEXT: 'A weekly letter' } }
const page = (lang: string, edition: string) => ({ lang: lang as never, site: { edition } as never })

describe('copyFor', () => {
  it("the default language's pages keep the theme's words, whatever the interface language", () => {
    expect(copyFor(page('en-US', ''), defaults, translations)).toBe(defaults)
  })
  it("another language's pages take its translation, word by word", () => {
    expect(copyFor(page('en-US', 'en'), defaults, translations)).toEqual({ TITLE: 'Eat well', TEXT: 'A weekly letter', COUNT: 3 })
  })
  it('a language without a translation keeps the default words', () => {
    expect(copyFor(page('ja-JP', 'ja'), defaults, translations)).toBe(defaults)
  })
  it("a word the site owner set themselves stays theirs: only defaults are translated", () => {
    const owned = { ...defaults, TITLE: 'My own title' }
    expect(copyFor(page('en-US', 'en'), owned, translations, defaults)).toEqual({ TITLE: 'My own title', TEXT: 'A weekly letter', COUNT: 3 })
  })
})

describe("the copy of matery's hero and simple's top bar", () => {
  const cjk = /[\u3040-\u30ff\u3400-\u9fff\uf900-\ufaff]/
  it('is English under /en and the theme’s own words at the default language’s addresses', async () => {
    const { materyCopy, materyCopyOf } = await import('@/themes/matery/config')
    const { simpleCopy, simpleCopyOf } = await import('@/themes/simple/config')
    const en = page('en-US', 'en')
    for (const line of materyCopyOf(en).hero.lines) expect(line).not.toMatch(cjk)
    expect(materyCopyOf(en).hero.lines).toHaveLength(materyCopy.hero.lines.length)
    expect(simpleCopyOf(en).topBar.text).not.toMatch(cjk)
    expect(simpleCopyOf(en).topBar.authorPrefix).toBe(simpleCopy.topBar.authorPrefix)
    expect(materyCopyOf(page('en-US', ''))).toBe(materyCopy)
    expect(simpleCopyOf(page('zh-CN', ''))).toBe(simpleCopy)
  })
})
