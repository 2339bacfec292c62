'use client'
// Opens the search overlay through its event (lib/ui/search-events.ts), without importing it.
import type { ReactNode } from 'react'
import { openSearch } from '@/lib/ui/search-events'

export default function SearchTrigger({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <button type="button" onClick={() => openSearch()} aria-label={label} title={label} className={className}>
      {children}
    </button>
  )
}
