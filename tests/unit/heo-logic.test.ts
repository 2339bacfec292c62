// heo's own decisions: footer years, running days, hero recommendations, previews, switches.
import { describe, expect, it } from 'vitest'
import { readHeoSettings } from '@/themes/heo/config'
import { recommendedPosts } from '@/themes/heo/logic'
import { copyrightYears, daysSince } from '@/lib/theme-kit/facts'
import { firstLines } from '@/lib/theme-kit/preview'
import type { Post } from '@/lib/site/types'

describe('footer copyright', () => {
  it("reads '© SINCE–this year'", () => {
    expect(copyrightYears(2023, 2026)).toBe('© 2023–2026')
    expect(copyrightYears(2026, 2026)).toBe('© 2026')
  })
})

describe('days since CREATED', () => {
  it('rounds up', () => {
    const created = Date.parse('2023-09-21T00:00:00Z')
    expect(daysSince('2023-09-21', created)).toBe(0)
    expect(daysSince('2023-09-21', created + 1)).toBe(1)
    expect(daysSince('2023-09-21', created + 86_400_000)).toBe(1)
    expect(daysSince('2023-09-21', created + 86_400_000 * 10 + 5)).toBe(11)
  })
})

const post = (id: string, tags: string[], publishDate: number, lastEditedDate: number) =>
  ({ id, tags, publishDate, lastEditedDate }) as Post

describe('hero recommendations', () => {
  const posts = [post('a', ['推荐'], 3, 1), post('b', [], 5, 9), post('c', ['推荐'], 1, 8), post('d', ['推荐'], 2, 2)]
  it('takes posts tagged 推荐, newest first', () => {
    expect(recommendedPosts(posts, '推荐', false).map((p) => p.id)).toEqual(['a', 'd', 'c'])
  })
  it('sorts by last edit when configured', () => {
    expect(recommendedPosts(posts, '推荐', true).map((p) => p.id)).toEqual(['c', 'd', 'a'])
  })
  it('keeps at most 6, and falls back to the newest posts without tagged ones', () => {
    const many = Array.from({ length: 9 }, (_, i) => post(String(i), ['推荐'], i, i))
    expect(recommendedPosts(many, '推荐', false)).toHaveLength(6)
    expect(recommendedPosts(posts, 'none', false).map((p) => p.id)).toEqual(['b', 'a', 'd', 'c'])
  })
})

describe('card previews', () => {
  it('keeps the first non-empty lines', () => {
    expect(firstLines('a\n\n  b \nc\nd', 2)).toBe('a\nb')
  })
})

describe('heo settings', () => {
  it('have defaults, each overridable by an env var of the same name', () => {
    const d = readHeoSettings({})
    expect(d.HEO_NOTICE_BAR).toBe(true)
    expect(d.HEO_POST_LIST_PREVIEW).toBe(true)
    const s = readHeoSettings({ HEO_NOTICE_BAR: 'false', HEO_POST_LIST_PREVIEW: 'off', HEO_RECOMMEND_TAG: '精選' })
    expect(s.HEO_NOTICE_BAR).toBe(false)
    expect(s.HEO_POST_LIST_PREVIEW).toBe(false)
    expect(s.HEO_RECOMMEND_TAG).toBe('精選')
  })
  it('stop the start on a bad value, naming the key and the fix', () => {
    expect(() => readHeoSettings({ HEO_NOTICE_BAR: 'maybe' })).toThrow(/HEO_NOTICE_BAR = "maybe".*use true or false/)
    expect(() => readHeoSettings({ HEO_AVATAR: 'avatar.png' })).toThrow(/HEO_AVATAR/)
  })
})
