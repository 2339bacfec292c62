// Links such as `/article/x?target=comment` (or `?giscus=…` from a comment notification) land on
// the comments: after a second (the page and its embeds settle), scroll there smoothly and drop
// the query from the address so a reload or a shared link does not jump again.
import { useEffect } from 'react'

export const COMMENT_ANCHOR = 'comment'

export function wantsComments(search: string): boolean {
  const q = new URLSearchParams(search)
  return q.get('target') === COMMENT_ANCHOR || q.has('giscus')
}

export function useCommentTarget(delayMs = 1000) {
  useEffect(() => {
    if (!wantsComments(window.location.search)) return
    const id = setTimeout(() => {
      document.getElementById(COMMENT_ANCHOR)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
      const url = new URL(window.location.href)
      url.searchParams.delete('target')
      url.searchParams.delete('giscus')
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
    }, delayMs)
    return () => clearTimeout(id)
  }, [delayMs])
}
