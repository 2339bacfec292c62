// Dates are written in the page's language (issue: "Dates are English in every locale"), in UTC.
import { describe, expect, it } from 'vitest'
import { formatDay, formatNotionDate, formatTimestamp } from '@/lib/render/dates'
import { LOCALE_NAMES } from '@/lib/config/names'

describe('dates follow the page language', () => {
  it('writes a day in every locale, none of them English but en-US', () => {
    const out = Object.fromEntries(LOCALE_NAMES.map((l) => [l, formatDay('2023-09-21', l)]))
    expect(out['en-US']).toBe('Sep 21, 2023')
    expect(out['zh-TW']).toBe('2023年9月21日')
    expect(out['zh-CN']).toBe('2023年9月21日')
    expect(out['zh-HK']).toBe('2023年9月21日')
    expect(out['ja-JP']).toBe('2023年9月21日')
    expect(out['fr-FR']).toMatch(/^21 sept\.? 2023$/)
    expect(out['tr-TR']).toMatch(/^21 Eyl 2023$/)
    for (const l of LOCALE_NAMES.filter((l) => l !== 'en-US')) expect(out[l], l).not.toMatch(/Sep/)
  })

  it('keeps the calendar day whatever the time zone (UTC)', () => {
    expect(formatDay('2024-01-01', 'en-US')).toBe('Jan 1, 2024')
    expect(formatDay('2024-12-31T23:30:00', 'ja-JP')).toBe('2024年12月31日')
    expect(formatTimestamp(Date.UTC(2020, 7, 11, 23, 59), 'zh-TW')).toBe('2020年8月11日')
  })

  it('returns what it cannot read as it is', () => {
    expect(formatDay('soon', 'zh-TW')).toBe('soon')
    expect(formatDay('2024-13-02', 'en-US')).toBe('2024-13-02')
    expect(formatDay(undefined)).toBe('')
    expect(formatTimestamp(NaN)).toBe('')
  })

  it('outside a page render, dates are en-US (feeds, tests)', () => {
    expect(formatNotionDate({ start_date: '2003-07-29' })).toBe('Jul 29, 2003')
  })
})
