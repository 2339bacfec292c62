'use client'
// Reading progress as a button: shows the percent read (or `doneIcon` at 100) and goes to the
// top when pressed. Headless: data-top (nothing read yet: themes usually hide it), data-done,
// data-percent.
import type { ReactNode } from 'react'
import { scrollToTop, useScroll } from '@/lib/ui/scroll'

export default function ScrollProgress({ label, className, doneIcon, suffix = '' }: { label: string; className?: string; doneIcon: ReactNode; suffix?: string }) {
  const { atTop, percent } = useScroll(100)
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={label}
      title={label}
      data-top={atTop}
      data-done={percent >= 100}
      data-percent={percent}
      className={className}
    >
      {percent >= 100 ? doneIcon : `${percent}${suffix}`}
    </button>
  )
}
