// Pure logic behind heo's islands (shared in lib/ui for every theme).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { pickDifferent } from '@/lib/ui/greeting'
import { nearListEnd, nextPage } from '@/lib/ui/infinite-scroll'
import { wantsComments } from '@/lib/ui/comment-target'
import { withQuery, toPostCardData } from '@/lib/ui/post-cards'
import { isPageNavigation } from '@/lib/ui/route-loading'
import { nextScrollState, scrollPercent } from '@/lib/ui/scroll'
import { throttle } from '@/lib/ui/throttle'
import { nextIndex } from '@/lib/ui/ticker'
import { activeHeadingIndex, afterJump, atPageEnd, endOfPageIndex, nextActive, tocThreshold } from '@/lib/ui/toc'
import type { Post } from '@/lib/site/types'

describe('scrollPercent', () => {
  it('is scroll / (page height − window height − 20) × 100', () => {
    // range = 2000 − 800 − 20 = 1180
    expect(scrollPercent(590, 2000, 800)).toBe(50)
    expect(scrollPercent(0, 2000, 800)).toBe(0)
    expect(scrollPercent(1180, 2000, 800)).toBe(100)
  })
  it('reaches 100 within the last 20 px and never passes it', () => {
    expect(scrollPercent(1195, 2000, 800)).toBe(100)
  })
  it('is 0 on a page that does not scroll', () => {
    expect(scrollPercent(0, 700, 800)).toBe(0)
  })
})

describe('nextScrollState', () => {
  const start = { y: 0, atTop: true, direction: 'up' as const, percent: 0 }
  it('knows the top, and the direction of the last move', () => {
    const down = nextScrollState(start, 300, 3000, 800)
    expect(down).toMatchObject({ atTop: false, direction: 'down' })
    const up = nextScrollState(down, 200, 3000, 800)
    expect(up.direction).toBe('up')
    expect(nextScrollState(up, 200, 3000, 800).direction).toBe('up')
    expect(nextScrollState(up, 0, 3000, 800).atTop).toBe(true)
  })
})

describe('TOC tracking', () => {
  it('uses min(150, average gap / 4) as threshold', () => {
    expect(tocThreshold([0, 1000, 2000])).toBe(150)
    expect(tocThreshold([0, 200, 400])).toBe(50)
    expect(tocThreshold([100])).toBe(150)
  })
  it('highlights the last heading passed', () => {
    expect(activeHeadingIndex([300, 900, 1500], 150)).toBe(-1)
    expect(activeHeadingIndex([-400, 120, 700], 150)).toBe(1)
    expect(activeHeadingIndex([-900, -300, 10], 150)).toBe(2)
  })
  it('counts a heading as reached where a jump to it lands (scroll-margin + scroll-padding), below the threshold too', () => {
    // heo: 80 px padding + 80 px margin: a clicked heading sits at 160, under the 50 px line
    expect(activeHeadingIndex([-400, 160, 700], 50)).toBe(0)
    expect(activeHeadingIndex([-400, 160, 700], 50, [160, 160, 160])).toBe(1)
    expect(activeHeadingIndex([-400, 161.5, 700], 50, [160, 160, 160])).toBe(1)
    expect(activeHeadingIndex([-400, 200, 700], 50, [160, 160, 160])).toBe(0)
  })
  it('keeps the heading jumped to marked while it is on screen, until reading reaches it or it leaves', () => {
    // near the page's end the heading jumped to (2) stays at 500 px: it is the marked one
    let s = afterJump({ index: 2, seen: false }, 1, 500, 800)
    expect(s).toEqual({ jump: { index: 2, seen: true }, active: 2 })
    // still below the screen during a smooth scroll: wait for it
    expect(afterJump({ index: 2, seen: false }, 0, 1200, 800)).toEqual({ jump: { index: 2, seen: false }, active: 0 })
    // scrolled away after seeing it: back to the reading position
    s = afterJump(s.jump, 0, 900, 800)
    expect(s).toEqual({ jump: null, active: 0 })
    // reading reached it: the jump is over
    expect(afterJump({ index: 2, seen: true }, 3, 100, 800)).toEqual({ jump: null, active: 3 })
    expect(afterJump(null, 1, 0, 800)).toEqual({ jump: null, active: 1 })
  })
  it('knows when the page is scrolled to its end (give or take rounding), never on a page that does not scroll', () => {
    expect(atPageEnd(1200, 800, 2000)).toBe(true)
    expect(atPageEnd(1198.5, 800, 2000)).toBe(true)
    expect(atPageEnd(1150, 800, 2000)).toBe(false)
    expect(atPageEnd(0, 800, 700)).toBe(false)
  })
  it('at the end of the page, marks the last heading on screen', () => {
    // two short last sections: their headings sit at 420 and 610, under the 150 px line for good
    expect(endOfPageIndex([-2000, -600, 420, 610], 800, 1)).toBe(3)
    // the last heading is below the screen (a hidden tab: Infinity): the last one on screen
    expect(endOfPageIndex([-2000, -600, 420, Infinity], 800, 1)).toBe(2)
    expect(endOfPageIndex([-2000, -600, 420, 900], 800, 1)).toBe(2)
    // no later heading on screen (a long last section, or the footer in view): reading stands
    expect(endOfPageIndex([-2000, -900, -300], 800, 2)).toBe(2)
    expect(endOfPageIndex([-2000, -900, -300], 800, -1)).toBe(-1)
  })
  it('marks the last section at the end of the page, the reading position before it, a jump over both', () => {
    const view = { tops: [-2000, -600, 420, 610], threshold: 150, viewHeight: 800 }
    // a few pixels short of the end: the last heading passed
    expect(nextActive(null, { ...view, atEnd: false })).toEqual({ jump: null, active: 1 })
    // at the end: the short last section lights
    expect(nextActive(null, { ...view, atEnd: true })).toEqual({ jump: null, active: 3 })
    // the reader clicked the entry before it: that one stays marked while on screen
    expect(nextActive({ index: 2, seen: false }, { ...view, atEnd: true })).toEqual({ jump: { index: 2, seen: true }, active: 2 })
    // the jumped-to heading leaves the screen once seen: the end rule again (when at the end)
    expect(nextActive({ index: 2, seen: true }, { tops: [-2000, -600, 900, 1100], threshold: 150, viewHeight: 800, atEnd: false })).toEqual({ jump: null, active: 1 })
  })
})

describe('infinite scroll counter', () => {
  it('asks for more when position + window height > list height + 100', () => {
    expect(nearListEnd(1000, 800, 1600)).toBe(true)
    expect(nearListEnd(600, 800, 1400)).toBe(false)
    expect(nearListEnd(700, 800, 1400)).toBe(false) // exactly at the line: not yet
    expect(nearListEnd(701, 800, 1400)).toBe(true)
  })
  it('grows one page at a time up to the last', () => {
    expect(nextPage(1, 3)).toBe(2)
    expect(nextPage(3, 3)).toBe(3)
  })
})

describe('greeting pick', () => {
  it('always changes the greeting', () => {
    const list = ['a', 'b', 'c']
    for (const r of [0, 0.3, 0.6, 0.99]) expect(pickDifferent(list, 'b', () => r)).not.toBe('b')
    expect(pickDifferent(list, 'a', () => 0)).toBe('b')
    expect(pickDifferent(list, 'a', () => 0.99)).toBe('c')
  })
  it('keeps a single greeting', () => {
    expect(pickDifferent(['x'], 'x')).toBe('x')
  })
})

describe('ticker index', () => {
  it('advances and wraps', () => {
    expect(nextIndex(0, 3)).toBe(1)
    expect(nextIndex(2, 3)).toBe(0)
    expect(nextIndex(0, 0)).toBe(0)
  })
})

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())
  it('runs at once, then at most once per interval, and once more with the last call', () => {
    const calls: number[] = []
    const f = throttle((n: number) => calls.push(n), 200)
    f(1)
    f(2)
    f(3)
    expect(calls).toEqual([1])
    vi.advanceTimersByTime(200)
    expect(calls).toEqual([1, 3])
    vi.advanceTimersByTime(500)
    f(4)
    expect(calls).toEqual([1, 3, 4])
  })
  it('can be cancelled', () => {
    const calls: number[] = []
    const f = throttle((n: number) => calls.push(n), 200)
    f(1)
    f(2)
    f.cancel()
    vi.advanceTimersByTime(400)
    expect(calls).toEqual([1])
  })
})

describe('comment target', () => {
  it('reacts to ?target=comment and ?giscus', () => {
    expect(wantsComments('?target=comment')).toBe(true)
    expect(wantsComments('?giscus=abc')).toBe(true)
    expect(wantsComments('?target=top')).toBe(false)
    expect(wantsComments('')).toBe(false)
  })
})

describe('route loading start', () => {
  const here = { href: 'https://blog.test/article/a', origin: 'https://blog.test', pathname: '/article/a', search: '' } as Location
  const anchor = (href: string, target = '') => ({ href, target, hasAttribute: () => false }) as unknown as HTMLAnchorElement
  const click = (over: Partial<MouseEvent> = {}) => ({ defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, ...over }) as MouseEvent
  it('starts for a plain click on another page of the site', () => {
    expect(isPageNavigation(anchor('https://blog.test/archive'), click(), here)).toBe(true)
  })
  it('not for new tabs, other sites, anchors on the same page or modified clicks', () => {
    expect(isPageNavigation(anchor('https://blog.test/archive', '_blank'), click(), here)).toBe(false)
    expect(isPageNavigation(anchor('https://else.test/'), click(), here)).toBe(false)
    expect(isPageNavigation(anchor('https://blog.test/article/a#comment'), click(), here)).toBe(false)
    expect(isPageNavigation(anchor('https://blog.test/archive'), click({ metaKey: true }), here)).toBe(false)
  })
})

describe('post cards', () => {
  it('adds a theme query to links, before any hash', () => {
    expect(withQuery('/archive#2023-09', '?theme=next')).toBe('/archive?theme=next#2023-09')
    expect(withQuery('/a?x=1', '?theme=next')).toBe('/a?x=1&theme=next')
    expect(withQuery('/a', '')).toBe('/a')
  })
  it('carries card fields only', () => {
    const post = {
      id: '1', slug: 's', href: '/article/s', title: 'T', summary: 'S', category: 'C', tags: ['t'], tagItems: [],
      pageCover: '/files/big.jpg', pageCoverThumbnail: '/files/big.jpg?width=400', pageIcon: null, type: 'Post', status: 'Published',
      publishDate: 0, publishDay: '2023-09-21', publishAt: 0, createdDate: 0, lastEditedDate: 0, lastEditedDay: '2023-09-21', locked: false,
    } satisfies Post
    const card = toPostCardData(post)
    expect(card.cover).toBe('/files/big.jpg?width=400')
    expect(Object.keys(card).sort()).toEqual(['category', 'cover', 'href', 'icon', 'id', 'locked', 'publishDay', 'summary', 'tags', 'title'])
  })
})
