'use client'
// The floating jump-to-top button: appears once the reader has scrolled a screen down.
import { scrollToTop, useScroll } from '@/lib/ui/scroll'
import { ArrowUpIcon } from '../icons'

export default function ToTop({ label, className = '' }: { label: string; className?: string }) {
  const { y } = useScroll(150)
  const shown = y > 400
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={label}
      title={label}
      data-shown={shown}
      tabIndex={shown ? 0 : -1}
      className={`${className} transition-all duration-300 ${shown ? 'opacity-100' : 'pointer-events-none translate-y-2 opacity-0'}`}
    >
      <ArrowUpIcon />
    </button>
  )
}
