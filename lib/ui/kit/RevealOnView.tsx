'use client'
// Elements that come into view for the first time (a grid's cards fading up): marks every
// element matching `selector` that is still below the fold with `data-reveal="wait"`, then
// `data-reveal="in"` once it scrolls into view (once; a client navigation starts over).
// Renders nothing. Headless: the theme hides `wait` and animates `in`, and does neither under
// prefers-reduced-motion. Without JavaScript nothing is marked, so nothing stays hidden.
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

export default function RevealOnView({ selector, margin = '0px 0px -8% 0px' }: { selector: string; margin?: string }) {
  const pathname = usePathname()
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (!e.isIntersecting) continue
          e.target.setAttribute('data-reveal', 'in')
          io.unobserve(e.target)
        }
      },
      { rootMargin: margin },
    )
    for (const el of document.querySelectorAll(selector)) {
      if (el.hasAttribute('data-reveal') || el.getBoundingClientRect().top < window.innerHeight) continue
      el.setAttribute('data-reveal', 'wait')
      io.observe(el)
    }
    return () => io.disconnect()
  }, [selector, margin, pathname])
  return null
}
