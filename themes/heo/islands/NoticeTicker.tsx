'use client'
// The notice bar's ticker: one notice at a time, the next every 3 s, wrapping to the first.
// Notices open in a new window (they often point to other sites). Not a live region: a text
// changing every 3 s would keep interrupting screen readers.
import { useTicker } from '@/lib/ui/ticker'

export default function NoticeTicker({ notices }: { notices: Array<{ id: string; title: string; url: string }> }) {
  const index = useTicker(notices.length, 3000)
  return (
    <div className="heo-ticker relative h-6 flex-1 overflow-hidden">
      {notices.map((n, i) => (
        <a
          key={n.id}
          href={n.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-hidden={i !== index}
          tabIndex={i === index ? 0 : -1}
          data-active={i === index}
          className={`absolute inset-0 truncate text-center leading-6 font-medium hover:text-[var(--heo-accent)] ${
            i === index ? 'translate-y-0 opacity-100' : i < index ? '-translate-y-full opacity-0' : 'translate-y-full opacity-0'
          }`}
        >
          {n.title}
        </a>
      ))}
    </div>
  )
}
