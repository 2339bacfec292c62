'use client'
// The jump-to-top button: shown (data-shown) once the reader has scrolled 400 px down; while
// hidden it is out of the tab order.
import type { ReactNode } from 'react'
import { scrollToTop, useScroll } from '@/lib/ui/scroll'

export default function ToTop({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const { y } = useScroll(150)
  const shown = y > 400
  return (
    <button type="button" onClick={scrollToTop} aria-label={label} title={label} data-shown={shown} tabIndex={shown ? 0 : -1} className={className}>
      {children}
    </button>
  )
}
