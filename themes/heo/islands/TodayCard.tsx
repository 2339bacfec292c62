'use client'
// The hero's "today" card lies over the grid of recommended posts. "More recommendations"
// slides it away to show the grid; leaving the area with the mouse brings it back.
import { useState, type ReactNode } from 'react'

export default function TodayCard({ card, children }: { card: ReactNode; children: ReactNode }) {
  const [hidden, setHidden] = useState(false)
  return (
    <div
      className="relative h-full"
      onMouseLeave={() => setHidden(false)}
      onClick={(e) => {
        if ((e.target as Element).closest('[data-more-recommend]')) setHidden(true)
      }}
    >
      {children}
      <div
        id="heo-today-card"
        data-hidden={hidden}
        aria-hidden={hidden}
        inert={hidden}
        className={`absolute inset-0 z-10 transition-all duration-500 ${hidden ? 'pointer-events-none translate-y-4 opacity-0' : 'opacity-100'}`}
      >
        {card}
      </div>
    </div>
  )
}
