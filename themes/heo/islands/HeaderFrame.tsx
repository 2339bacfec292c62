'use client'
// The top bar's scroll behaviour. At the very top the bar is transparent and in the flow (white
// text over an article's cover band); once scrolled it is fixed with a solid background, and
// scrolling down swaps the menu for "author · bio" until the reader scrolls up again. The bar's
// content is server-rendered; this island only sets data attributes that the content's classes
// react to (group-data-*), so the bar costs one small scroll listener.
import type { ReactNode } from 'react'
import { useScroll } from '@/lib/ui/scroll'

export default function HeaderFrame({ onCover, children }: { onCover: boolean; children: ReactNode }) {
  const { atTop, direction } = useScroll(100)
  return (
    // The wrapper keeps the bar's height in the flow, so fixing the bar never shifts the page.
    <div className="relative z-40 h-16">
      <header
        id="heo-header"
        data-solid={!atTop}
        data-swap={!atTop && direction === 'down'}
        data-white={atTop && onCover}
        className="group/header top-0 right-0 left-0 h-16 transition-colors duration-300 data-[solid=false]:absolute data-[solid=false]:bg-transparent data-[solid=true]:fixed data-[solid=true]:border-b data-[solid=true]:border-[var(--heo-border)] data-[solid=true]:bg-[var(--heo-card)]/95 data-[solid=true]:shadow-sm data-[solid=true]:backdrop-blur data-[white=true]:text-white"
      >
        {children}
      </header>
    </div>
  )
}
