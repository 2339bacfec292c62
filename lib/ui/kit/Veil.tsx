'use client'
// A card lying over other content: a press on an element marked `data-lift-veil` inside slides
// it away (data-hidden on the veil; `inert` and hidden from screen readers meanwhile), and the
// pointer leaving the area brings it back.
import { useState, type ReactNode } from 'react'

export default function Veil({ veil, id, className, veilClassName, children }: { veil: ReactNode; id?: string; className?: string; veilClassName?: string; children: ReactNode }) {
  const [hidden, setHidden] = useState(false)
  return (
    <div
      className={className}
      onMouseLeave={() => setHidden(false)}
      onClick={(e) => {
        if ((e.target as Element).closest('[data-lift-veil]')) setHidden(true)
      }}
    >
      {children}
      <div id={id} data-hidden={hidden} aria-hidden={hidden} inert={hidden} className={veilClassName}>
        {veil}
      </div>
    </div>
  )
}
