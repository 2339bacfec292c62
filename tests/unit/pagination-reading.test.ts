import { describe, expect, it } from 'vitest'
import { archiveMonthPage, archivePage, pageCount, pageHref, pageNumbers, pageSlice, parseJump } from '@/lib/site/pagination'
import type { ArchiveGroup, Post } from '@/lib/site/types'
import { countWords, readingMinutes } from '@/lib/site/reading'
import { isDark } from '@/lib/ui/dark-mode-script'

describe('archive pages', () => {
  const post = (i: number) => ({ id: `p${i}` }) as Post
  // 3 months of 3, 4 and 2 posts, newest first
  const groups: ArchiveGroup[] = [
    { month: '2026-03', posts: [0, 1, 2].map(post) },
    { month: '2026-02', posts: [3, 4, 5, 6].map(post) },
    { month: '2026-01', posts: [7, 8].map(post) },
  ]
  const ids = (gs: ArchiveGroup[]) => gs.map((g) => `${g.month}:${g.posts.map((p) => p.id).join(',')}`)

  it('cuts the months into pages of `size` posts, a month continuing on the next page', () => {
    expect(ids(archivePage(groups, 1, 4).groups)).toEqual(['2026-03:p0,p1,p2', '2026-02:p3'])
    expect(ids(archivePage(groups, 2, 4).groups)).toEqual(['2026-02:p4,p5,p6', '2026-01:p7'])
    expect(ids(archivePage(groups, 3, 4).groups)).toEqual(['2026-01:p8'])
    expect(archivePage(groups, 1, 4)).toMatchObject({ totalPages: 3, total: 9 })
    expect(archivePage(groups, 4, 4).groups).toEqual([])
    // up to the page size, one page with everything
    expect(archivePage(groups, 1)).toEqual({ groups, totalPages: 1, total: 9 })
  })

  it('knows the page where a month begins', () => {
    expect(archiveMonthPage(groups, '2026-03', 4)).toBe(1)
    expect(archiveMonthPage(groups, '2026-02', 4)).toBe(1)
    expect(archiveMonthPage(groups, '2026-01', 4)).toBe(2)
    expect(archiveMonthPage(groups, '1999-01', 4)).toBe(1)
  })
})

describe('pagination', () => {
  it('counts pages and slices them', () => {
    expect(pageCount(0, 12)).toBe(1)
    expect(pageCount(24, 12)).toBe(2)
    expect(pageCount(25, 12)).toBe(3)
    expect(pageSlice([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4])
    expect(pageSlice([1, 2, 3], 5, 2)).toEqual([])
  })
  it('shows every page up to 7, else first, a window of 5, last, with gaps', () => {
    expect(pageNumbers(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(pageNumbers(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 20])
    expect(pageNumbers(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20])
    expect(pageNumbers(20, 20)).toEqual([1, 'gap', 15, 16, 17, 18, 19, 20])
    expect(pageNumbers(4, 9)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 9])
  })
  it('builds page links under a list root', () => {
    expect(pageHref('/', 1)).toBe('/')
    expect(pageHref('/', 3)).toBe('/page/3')
    expect(pageHref('/tag/%E8%94%AC', 2)).toBe('/tag/%E8%94%AC/page/2')
  })
  it('keeps only digits in the jump input', () => {
    expect(parseJump('')).toBeNull()
    expect(parseJump('abc')).toBeNull()
    expect(parseJump('1a2')).toBe(12)
    expect(parseJump('0')).toBeNull()
  })
})

describe('reading time', () => {
  it('counts each CJK character and each ASCII word once', () => {
    expect(countWords('膳食纖維')).toBe(4)
    expect(countWords('Omega-3 脂肪酸 is good')).toBe(2 + 3 + 2)
    expect(countWords('')).toBe(0)
  })
  it('counts as the rule says on any mix of scripts (the rule written as regular expressions)', () => {
    const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/g
    const byRule = (t: string) => (t.match(CJK)?.length ?? 0) + (t.replace(CJK, ' ').match(/[A-Za-z0-9\u00c0-\u024f]+/g)?.length ?? 0)
    const pieces = ['膳食', 'fiber', ' ', '3', 'é', 'かな', '한국', '—', 'Ω', '\n', 'x', '。', 'ǅ', '😀']
    let seed = 7
    for (let n = 0; n < 200; n++) {
      let t = ''
      for (let k = 0; k < 30; k++) t += pieces[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % pieces.length]
      expect(countWords(t), t).toBe(byRule(t))
    }
  })
  it('is floor(words / 400) + 1 minutes', () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(399)).toBe(1)
    expect(readingMinutes(400)).toBe(2)
    expect(readingMinutes(1250)).toBe(4)
  })
})

describe('dark mode decision', () => {
  const light = { appearance: 'light' as const, darkStart: 21, darkEnd: 7 }
  const auto = { ...light, appearance: 'auto' as const }
  const env = { cookie: '', search: '', prefersDark: false, hour: 12 }
  it('prefers the cookie, then ?mode=, then the setting', () => {
    expect(isDark(light, { ...env, cookie: 'a=1; darkMode=true' })).toBe(true)
    expect(isDark({ ...light, appearance: 'dark' }, { ...env, cookie: 'darkMode=false' })).toBe(false)
    expect(isDark(light, { ...env, search: '?mode=dark' })).toBe(true)
    expect(isDark(light, env)).toBe(false)
  })
  it('auto follows the system and the dark window 21→7', () => {
    expect(isDark(auto, { ...env, prefersDark: true })).toBe(true)
    expect(isDark(auto, { ...env, hour: 21 })).toBe(true)
    expect(isDark(auto, { ...env, hour: 6 })).toBe(true)
    expect(isDark(auto, { ...env, hour: 7 })).toBe(false)
    expect(isDark(auto, { ...env, hour: 20 })).toBe(false)
  })
})
