// Which heading of a table of contents the reader is at: the last heading whose top has passed
// a threshold line near the top of the window. Shared by every theme's TOC.
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

/** Index of the last heading whose top (relative to the window) is at or above the threshold;
 * -1 while the reader is above the first heading. */
export function activeHeadingIndex(tops: number[], threshold: number): number {
  let active = -1
  for (let i = 0; i < tops.length; i++) {
    if (tops[i] <= threshold) active = i
    else break
  }
  return active
}

/** The id of the heading being read among `ids` (in document order), re-checked every 200 ms
 * while scrolling. */
export function useActiveHeading(ids: string[]): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(' ')
  useEffect(() => {
    const list = key ? key.split(' ') : []
    const check = throttle(() => {
      const els = list.map((id) => document.getElementById(id))
      const tops = els.map((el) => (el ? el.getBoundingClientRect().top : Infinity))
      const found = tops.filter(Number.isFinite)
      const i = activeHeadingIndex(tops, tocThreshold(found))
      setActive(i >= 0 ? list[i] : null)
    }, 200)
    check()
    window.addEventListener('scroll', check, { passive: true })
    window.addEventListener('resize', check, { passive: true })
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
      window.removeEventListener('resize', check)
    }
  }, [key])
  return active
}
