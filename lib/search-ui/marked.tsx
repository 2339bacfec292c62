// The query's words marked in a plain-text title, by the browser, for any provider: no HTML
// from a search service is ever injected. Case-insensitive; longer words win over their parts.
import type { ReactNode } from 'react'

const MARK = 'search-highlight bg-transparent text-inherit underline decoration-red-500 decoration-dashed decoration-2 underline-offset-4'

export function markQuery(text: string, query: string): ReactNode[] {
  const words = [...new Set(query.trim().split(/\s+/).filter(Boolean))].sort((a, b) => b.length - a.length)
  if (words.length === 0) return [text]
  const pattern = new RegExp(`(${words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`, 'giu')
  // with one capturing group, split() puts the matches at the odd positions
  return text.split(pattern).map((part, i) =>
    i % 2 === 1 ? (
      <mark key={i} className={MARK}>
        {part}
      </mark>
    ) : (
      part
    ),
  )
}
