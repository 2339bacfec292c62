'use client'
// One notice at a time, the next every `ms`, wrapping to the first (lib/ui/ticker). Each link
// carries data-pos = before | active | after, for the theme's slide or fade. Notices open in a
// new window (they often point to other sites). Not a live region: a text changing every few
// seconds would keep interrupting screen readers.
import { useTicker } from '@/lib/ui/ticker'

export default function Ticker({
  items,
  ms = 3000,
  className,
  itemClassName,
}: {
  items: Array<{ id: string; title: string; url: string }>
  ms?: number
  className?: string
  itemClassName?: string
}) {
  const index = useTicker(items.length, ms)
  return (
    <div className={className}>
      {items.map((n, i) => (
        <a
          key={n.id}
          href={n.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
          data-active={i === index}
          data-pos={i === index ? 'active' : i < index ? 'before' : 'after'}
          className={itemClassName}
        >
          {n.title}
        </a>
      ))}
    </div>
  )
}
