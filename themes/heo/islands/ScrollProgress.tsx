'use client'
// The reading-progress badge of the top bar: percent read, an arrow at 100, a click goes to
// the top. Hidden at the very top, where there is nothing to show.
import { scrollToTop, useScroll } from '@/lib/ui/scroll'
import { ArrowUpIcon } from '../icons'

export default function ScrollProgress({ label }: { label: string }) {
  const { atTop, percent } = useScroll(100)
  return (
    <button
      type="button"
      onClick={scrollToTop}
      aria-label={label}
      title={label}
      data-percent={percent}
      className={`heo-progress h-9 min-w-9 items-center justify-center rounded-full text-xs font-bold tabular-nums transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white ${atTop ? 'hidden' : 'flex'} ${
        percent >= 100 ? 'bg-[var(--heo-accent-bg)] text-white' : 'bg-black/5 dark:bg-white/10'
      }`}
    >
      {percent >= 100 ? <ArrowUpIcon size={16} /> : percent}
    </button>
  )
}
