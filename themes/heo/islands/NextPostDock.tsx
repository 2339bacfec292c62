'use client'
// Wide screens: the next post's card slides in at the bottom of the sidebar's column once the
// end of the article's text (the marker) is in view, and goes again when the previous/next
// cards in the flow come into view (no link twice on screen). It takes the column's left edge
// and width, so it never sits over the article or the floating buttons, and it hides whenever
// its box would meet anything it must not cover (the sidebar's widgets, the footer). Without
// JavaScript, or where there is no sidebar (below xl), it never shows: the cards in the flow
// are there at every width.
import { useEffect, useRef, type ReactNode } from 'react'

const GAP = 16

export default function NextPostDock({
  markerId,
  column,
  avoid,
  until,
  className = '',
  children,
}: {
  /** the element after the article's text */
  markerId: string
  /** the column the card sits at the bottom of (its left edge and width) */
  column: string
  /** what the card must never cover */
  avoid: string
  /** once this is in view the card goes (the cards in the flow are on screen) */
  until: string
  className?: string
  children: ReactNode
}) {
  const dock = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const el = dock.current
    if (!el) return
    let frame = 0
    const inView = (r: DOMRect) => r.top < innerHeight && r.bottom > 0
    const place = () => {
      frame = 0
      const marker = document.getElementById(markerId)
      const col = document.querySelector(column)?.getBoundingClientRect()
      const end = document.querySelector(until)?.getBoundingClientRect()
      let show = !!marker && !!col && col.width > 0 && marker.getBoundingClientRect().top < innerHeight && !(end && inView(end))
      if (show && col) {
        el.style.left = `${col.left}px`
        el.style.width = `${col.width}px`
        const box = { left: col.left, right: col.right, top: innerHeight - GAP - el.offsetHeight, bottom: innerHeight - GAP }
        for (const other of document.querySelectorAll(avoid)) {
          const r = other.getBoundingClientRect()
          if (r.width && r.height && r.left < box.right && box.left < r.right && r.top < box.bottom && box.top < r.bottom) {
            show = false
            break
          }
        }
      }
      el.dataset.visible = String(show)
    }
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(place)
    }
    place()
    addEventListener('scroll', schedule, { passive: true })
    addEventListener('resize', schedule)
    return () => {
      removeEventListener('scroll', schedule)
      removeEventListener('resize', schedule)
      cancelAnimationFrame(frame)
    }
  }, [markerId, column, avoid, until])
  return (
    <div ref={dock} data-visible="false" className={className} style={{ bottom: GAP }}>
      {children}
    </div>
  )
}
