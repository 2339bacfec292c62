'use client'
// A page's top bar, aware of the scroll. Headless: it renders one element with the theme's
// classes and sets data attributes the theme styles (group-data-* or data-*):
//   data-top   the page is at the very top
//   data-solid scrolled away from the top (the bar usually turns solid and fixed)
//   data-swap  scrolling down, away from the top (e.g. swap the menu for a title)
//   data-white at the top of a page whose top is a dark cover band (`overCover`)
// The content is server-rendered children; this island costs one small scroll listener.
import type { ReactNode } from 'react'
import { useScroll } from '@/lib/ui/scroll'

export default function ScrollFrame({
  id,
  className,
  overCover = false,
  children,
}: {
  id?: string
  className?: string
  overCover?: boolean
  children: ReactNode
}) {
  const { atTop, direction } = useScroll(100)
  return (
    <header
      id={id}
      data-top={atTop}
      data-solid={!atTop}
      data-swap={!atTop && direction === 'down'}
      data-white={atTop && overCover}
      className={className}
    >
      {children}
    </header>
  )
}
