// Scroll behaviour shared by the themes: where the reader is, which way they move, how much of
// the page they have read. Pure maths is exported apart from the hooks so it can be unit-tested.
import { useEffect, useState } from 'react'
import { throttle } from './throttle'

/**
 * Percent of the page read: scroll / (page height − window height − 20) × 100, clamped to
 * 0…100. The 20 px slack lets the reader reach 100 without hitting the very last pixel.
 */
export function scrollPercent(scrollY: number, pageHeight: number, windowHeight: number): number {
  const range = pageHeight - windowHeight - 20
  if (range <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((scrollY / range) * 100)))
}

export type ScrollDirection = 'up' | 'down'

export interface ScrollState {
  y: number
  atTop: boolean
  direction: ScrollDirection
  percent: number
}

/** The next state from the previous one and a new position; the direction keeps its last value
 * while the position does not change. */
export function nextScrollState(prev: ScrollState, y: number, pageHeight: number, windowHeight: number): ScrollState {
  const direction = y > prev.y ? 'down' : y < prev.y ? 'up' : prev.direction
  return { y, atTop: y <= 0, direction, percent: scrollPercent(y, pageHeight, windowHeight) }
}

const INITIAL: ScrollState = { y: 0, atTop: true, direction: 'up', percent: 0 }

/** The window's scroll state, updated at most every `ms` milliseconds. */
export function useScroll(ms = 100): ScrollState {
  const [state, setState] = useState(INITIAL)
  useEffect(() => {
    const read = () => {
      const doc = document.documentElement
      setState((prev) => {
        const next = nextScrollState(prev, window.scrollY, doc.scrollHeight, window.innerHeight)
        const same = next.y === prev.y && next.percent === prev.percent && next.direction === prev.direction
        return same ? prev : next
      })
    }
    const onScroll = throttle(read, ms)
    read()
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('resize', onScroll, { passive: true })
    // The page's height also changes without a scroll: images arrive, and parts laid out only
    // near the screen (content-visibility, issue #44) take their real height as they come. The
    // percent follows, so the end of the page still reads 100.
    const grows = new ResizeObserver(onScroll)
    grows.observe(document.body)
    return () => {
      onScroll.cancel()
      grows.disconnect()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', onScroll)
    }
  }, [ms])
  return state
}

export function scrollToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' })
}
