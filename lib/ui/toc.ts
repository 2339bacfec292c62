// Which heading of a table of contents the reader is at: the last heading whose top has passed
// a threshold line near the top of the window, or, once the page cannot scroll further, the
// last heading on screen. Shared by every theme's TOC.
import { useEffect, useState } from 'react'
import { throttle } from './throttle'

/**
 * The threshold line: min(150, gap / 4) px from the top, where gap is the average distance
 * between headings, so tightly packed headings switch late enough to be read.
 */
export function tocThreshold(tops: number[]): number {
  if (tops.length < 2) return 150
  const gap = (tops[tops.length - 1] - tops[0]) / (tops.length - 1)
  return Math.min(150, gap / 4)
}

/** Index of the last heading whose top (relative to the window) is at or above its line: the
 * threshold, or lower, where a jump to that heading lands it (`landings[i]`: its scroll-margin
 * plus the page's scroll-padding), so the entry a reader clicks is the one marked. -1 while
 * the reader is above the first heading. */
export function activeHeadingIndex(tops: number[], threshold: number, landings: number[] = []): number {
  let active = -1
  for (let i = 0; i < tops.length; i++) {
    if (tops[i] <= Math.max(threshold, (landings[i] ?? 0) + LANDING_SLACK)) active = i
    else break
  }
  return active
}

/** A jump lands a heading at its line give or take rounding. */
const LANDING_SLACK = 2

/** A heading the reader jumped to (a click on an entry, any #anchor), and whether it has been
 * on screen since. */
export interface Jump {
  index: number
  seen: boolean
}

/**
 * After a jump, the heading jumped to stays the marked one while it is on screen and the
 * reading position has not reached a later heading: near the end of a page a jump cannot bring
 * a heading up to its line, and the reader still asked for it. The jump ends once the heading,
 * after being on screen, leaves it, or once reading reaches it anyway.
 */
export function afterJump(jump: Jump | null, reached: number, jumpedTop: number, viewHeight: number): { jump: Jump | null; active: number } {
  if (!jump || reached >= jump.index) return { jump: null, active: reached }
  const onScreen = jumpedTop >= 0 && jumpedTop < viewHeight
  if (!onScreen) return jump.seen ? { jump: null, active: reached } : { jump, active: reached }
  return { jump: { index: jump.index, seen: true }, active: jump.index }
}

/** The page is scrolled as far down as it goes, give or take rounding. */
export function atPageEnd(scrollY: number, viewHeight: number, pageHeight: number): boolean {
  return pageHeight > viewHeight && scrollY + viewHeight >= pageHeight - END_SLACK
}

const END_SLACK = 2

/**
 * At the end of the page the headings of the last sections can no longer reach the line (a
 * short last section would never be marked): the last heading on screen is the one being read.
 * Elsewhere, and when no later heading is on screen, `reached` stands.
 */
export function endOfPageIndex(tops: number[], viewHeight: number, reached: number): number {
  let active = reached
  for (let i = reached + 1; i < tops.length; i++) if (tops[i] >= 0 && tops[i] < viewHeight) active = i
  return active
}

/** What the TOC marks after a scroll: a jump in progress wins (the reader asked for that
 * heading), then the end of the page, then the reading position. */
export function nextActive(
  jump: Jump | null,
  view: { tops: number[]; threshold: number; landings?: number[]; viewHeight: number; atEnd: boolean },
): { jump: Jump | null; active: number } {
  const reached = activeHeadingIndex(view.tops, view.threshold, view.landings)
  const next = afterJump(jump, reached, jump ? view.tops[jump.index] : -1, view.viewHeight)
  if (next.jump || !view.atEnd) return next
  return { jump: null, active: endOfPageIndex(view.tops, view.viewHeight, next.active) }
}

const px = (v: string) => parseFloat(v) || 0

/** The id of the heading being read among `ids` (in document order), re-checked every 200 ms
 * while scrolling. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(' ')
  useEffect(() => {
    const list = key ? key.split(' ') : []
    let jump: Jump | null = null
    const check = throttle(() => {
      const els = list.map((id) => document.getElementById(id))
      // a heading with no box (in a tab not shown) reports top 0: it is not being read
      const tops = els.map((el) => (el && el.getClientRects().length ? el.getBoundingClientRect().top : Infinity))
      const padding = px(getComputedStyle(document.documentElement).scrollPaddingTop)
      const landings = els.map((el) => (el ? px(getComputedStyle(el).scrollMarginTop) + padding : 0))
      const found = tops.filter(Number.isFinite)
      const atEnd = atPageEnd(window.scrollY, window.innerHeight, document.documentElement.scrollHeight)
      const next = nextActive(jump, { tops, threshold: tocThreshold(found), landings, viewHeight: window.innerHeight, atEnd })
      jump = next.jump
      setActive(next.active >= 0 ? list[next.active] : null)
    }, 200)
    const onHash = () => {
      let id = ''
      try {
        id = decodeURIComponent(location.hash.slice(1))
      } catch {}
      const index = list.indexOf(id)
      jump = index >= 0 ? { index, seen: false } : null
      check()
    }
    check()
    onHash()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    window.addEventListener('hashchange', onHash)
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
      window.removeEventListener('hashchange', onHash)
    }
  }, [key])
  return active
}
