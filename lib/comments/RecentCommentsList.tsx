'use client'
import { withBasePath } from '@/lib/ui/Link'
import { useEffect, useRef, useState } from 'react'
import { whenActivated } from '@/lib/ui/activation'
import { parseRecentComments, recentCommentsUrl, type RecentComment } from './recent'

export function RecentCommentsList({ serverURL, count, loading }: { serverURL: string; count: number; loading: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const [items, setItems] = useState<RecentComment[] | null>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const el = ref.current!
    const controller = new AbortController()
    const io = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      io.disconnect()
      fetch(recentCommentsUrl(serverURL, count), { signal: controller.signal })
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`HTTP ${r.status}`))))
        .then((json) => setItems(parseRecentComments(json, count)))
        .catch((err) => {
          if (controller.signal.aborted) return
          console.error('[leafpress] recent comments could not load:', err)
          setFailed(true)
        })
    })
    const stopWaiting = whenActivated(() => io.observe(el)) // nothing third-party in a prerender
    return () => {
      stopWaiting()
      io.disconnect()
      controller.abort()
    }
  }, [serverURL, count])

  if (failed) return null
  return (
    <div ref={ref} data-testid="recent-comments">
      {items === null ? (
        <p className="leafpress-comments-status" role="status">
          {loading}
        </p>
      ) : (
        <ul className="leafpress-recent-comments">
          {items.map((c) => (
            <li key={c.id}>
              {/* sanitised by parseRecentComments (lib/comments/sanitize.ts) */}
              <div className="comment-body" dangerouslySetInnerHTML={{ __html: c.html }} />
              <div className="comment-meta">
                {/* the page's path as its thread recorded it, language prefix included: only the sub path goes in front */}
                {c.path ? <a href={withBasePath(`${c.path}#${encodeURIComponent(c.id)}`, process.env.LEAFPRESS_SUB_PATH ?? '')}>{c.nick}</a> : c.nick}
                {c.time !== null && <time dateTime={new Date(c.time).toISOString()}> · {new Date(c.time).toLocaleDateString()}</time>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
