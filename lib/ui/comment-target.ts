// Links such as `/article/x?target=comment` (or `?giscus=…` from a comment notification) land on
// the comments: after a second (the page and its embeds settle), scroll there smoothly and drop
// the query from the address so a reload or a shared link does not jump again.
import { useEffect } from 'react'

export const COMMENT_ANCHOR = 'comment'
/** How long after the scroll starts it may be aimed again. */
const AIM_WINDOW_MS = 4000
/** The reader scrolling by themselves: the aim is theirs from then on. */
const READER_MOVES = ['wheel', 'touchstart', 'keydown'] as const

export function wantsComments(search: string): boolean {
  const q = new URLSearchParams(search)
  return q.get('target') === COMMENT_ANCHOR || q.has('giscus')
}

export function useCommentTarget(delayMs = 1000) {
  useEffect(() => {
    if (!wantsComments(window.location.search)) return
    let stop = () => {}
    const id = setTimeout(() => {
      const go = () => document.getElementById(COMMENT_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      go()
      // Content above may grow while the scroll runs or just after (pictures, embeds, an ad
      // slot): aim again when the page's height changes or a scroll ends, for a few seconds,
      // until the reader moves on by themselves.
      let tries = 4
      const again = () => (tries-- > 0 ? go() : stop())
      const resized = new ResizeObserver(again)
      resized.observe(document.body)
      const quit = setTimeout(() => stop(), AIM_WINDOW_MS)
      stop = () => {
        clearTimeout(quit)
        resized.disconnect()
        removeEventListener('scrollend', again)
        for (const e of READER_MOVES) removeEventListener(e, stop)
      }
      addEventListener('scrollend', again)
      for (const e of READER_MOVES) addEventListener(e, stop, { passive: true })
      const url = new URL(window.location.href)
      url.searchParams.delete('target')
      url.searchParams.delete('giscus')
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    }, delayMs)
    return () => {
      clearTimeout(id)
      stop()
    }
  }, [delayMs])
}
