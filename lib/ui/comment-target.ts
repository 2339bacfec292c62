// Links such as `/article/x?target=comment` (or `?giscus=…` from a comment notification) land on
// the comments: after a second (the page and its embeds settle), scroll there smoothly and drop
// the query from the address so a reload or a shared link does not jump again.
import { useEffect } from 'react'

export const COMMENT_ANCHOR = 'comment'
/** How long after the scroll starts it may be aimed again. */
const AIM_WINDOW_MS = 4000

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
      // Content above may grow while the scroll runs (pictures and embeds load as they pass):
      // aim again when it ends, a couple of times, for as long as the reader has not moved on.
      let tries = 2
      const again = () => (tries-- > 0 ? go() : stop())
      const quit = setTimeout(() => stop(), AIM_WINDOW_MS)
      stop = () => {
        clearTimeout(quit)
        removeEventListener('scrollend', again)
      }
      addEventListener('scrollend', again)
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
