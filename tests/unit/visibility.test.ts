// The visibility rule: status × date × SCHEDULE_POSTS × preview (lib/site/visibility.ts).
import { describe, expect, it } from 'vitest'
import { canOpen, nextScheduled, readerView, type ReaderView } from '@/lib/site/visibility'

const NOW = Date.parse('2026-11-27T10:00:00Z')
const PAST = NOW - 60_000
const FUTURE = NOW + 60_000
const rule = (schedule: boolean) => ({ published: 'Published', invisible: 'Invisible', schedule, now: NOW })

describe('what a reader sees of a row', () => {
  const cases: Array<[string, number, boolean, ReaderView]> = [
    ['Published', PAST, false, 'listed'],
    ['Published', FUTURE, false, 'listed'], // scheduling off: the date is only what the post shows
    ['Published', FUTURE, true, 'scheduled'],
    ['Published', PAST, true, 'listed'],
    ['Published', NOW, true, 'listed'], // its moment has come
    ['Invisible', PAST, false, 'unlisted'],
    ['Invisible', FUTURE, true, 'scheduled'],
    ['Draft', PAST, false, 'hidden'],
    ['Draft', FUTURE, true, 'hidden'],
    ['', PAST, false, 'hidden'],
    ['published', PAST, false, 'hidden'], // the configured value, exactly
  ]
  it.each(cases)('status %s, date %i, schedule %s → %s', (status, publishAt, schedule, view) => {
    expect(readerView({ status, publishAt }, rule(schedule))).toBe(view)
  })

  it('a page opens for readers when listed or unlisted; in a preview whatever its view', () => {
    for (const view of ['listed', 'unlisted', 'scheduled', 'hidden'] as ReaderView[]) {
      expect(canOpen(view, false)).toBe(view === 'listed' || view === 'unlisted')
      expect(canOpen(view, true)).toBe(true)
    }
  })

  it('knows the next moment a scheduled row appears (null when none waits)', () => {
    const rows = [
      { status: 'Published', publishAt: FUTURE + 5000 },
      { status: 'Published', publishAt: FUTURE },
      { status: 'Draft', publishAt: NOW + 1000 },
      { status: 'Published', publishAt: PAST },
    ]
    expect(nextScheduled(rows, rule(true))).toBe(FUTURE)
    expect(nextScheduled(rows, rule(false))).toBeNull()
  })
})
