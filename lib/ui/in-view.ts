// Whether an element has scrolled into view (once): for reveals such as the "next post" card at
// the end of an article. The element is found by id, so it can be server-rendered anywhere;
// `resetKey` (e.g. the path) starts over after a client navigation.
import { useEffect, useState } from 'react'

export function useSeenOnce(id: string, resetKey: string): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    setSeen(false)
    const el = document.getElementById(id)
    if (!el) return
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setSeen(true)
        io.disconnect()
      }
    })
    io.observe(el)
    return () => io.disconnect()
  }, [id, resetKey])
  return seen
}
