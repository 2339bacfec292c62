'use client'
// Opens the search overlay through its event (lib/ui/search-events.ts), without importing it.
import { openSearch } from '@/lib/ui/search-events'
import { SearchIcon } from '../icons'

export default function SearchButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => openSearch()} aria-label={label} title={label} className={className}>
      <SearchIcon />
    </button>
  )
}
