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
