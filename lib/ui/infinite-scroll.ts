// Infinite scroll as a page counter: it starts at 1 and grows when the reader nears the end of
// the list or asks for more, until every page is shown. Themes fetch and render the pages.
import { useCallback, useEffect, useState, type RefObject } from 'react'
import { throttle } from './throttle'

/** The reader is near the bottom: scroll position + window height > list height + 100 px.
 * Measuring the list's height (not its bottom edge) loads the next page a little early, by the
 * height of what sits above the list, so the reader rarely waits. */
export function nearListEnd(scrollY: number, windowHeight: number, listHeight: number): boolean {
  return scrollY + windowHeight > listHeight + 100
}

/** The next counter value: one more page, never past the last. */
export function nextPage(page: number, totalPages: number): number {
  return Math.min(page + 1, totalPages)
}

/**
 * `page` = how many pages to show; `more()` shows one more; `done` when all are shown.
 * `busy` (e.g. while a page is loading) holds the counter so a scroll burst adds one page only.
 */
export function useInfinitePages(totalPages: number, listRef: RefObject<HTMLElement | null>, busy: boolean) {
  const [page, setPage] = useState(1)
  const done = page >= totalPages
  const more = useCallback(() => setPage((p) => nextPage(p, totalPages)), [totalPages])
  useEffect(() => {
    if (done || busy) return
    const check = throttle(() => {
      const el = listRef.current
      if (!el) return
      if (nearListEnd(window.scrollY, window.innerHeight, el.clientHeight)) more()
    }, 200)
    check()
    window.addEventListener('scroll', check, { passive: true })
    return () => {
      check.cancel()
      window.removeEventListener('scroll', check)
    }
  }, [done, busy, more, listRef])
  return { page, more, done }
}
