'use client'
// The search page's box: submitting goes to /search/<keyword> (a static, cacheable page per
// keyword); the top bar's button opens the overlay instead.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { withQuery } from '@/lib/ui/post-cards'
import { SearchIcon } from '../icons'

export default function SearchForm({ keyword, themeQuery, placeholder, label }: { keyword: string; themeQuery: string; placeholder: string; label: string }) {
  const router = useRouter()
  const [value, setValue] = useState(keyword)
  return (
    <form
      role="search"
      className="heo-search-form flex h-12 items-center overflow-hidden rounded-xl border-2 border-[var(--heo-border)] bg-[var(--heo-card)] focus-within:border-[var(--heo-accent)]"
      onSubmit={(e) => {
        e.preventDefault()
        const q = value.trim()
        router.push(withQuery(q ? `/search/${encodeURIComponent(q)}` : '/search', themeQuery))
      }}
    >
      <input
        type="search"
        name="keyword"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="h-full min-w-0 flex-1 bg-transparent px-4 outline-none placeholder:text-[var(--heo-muted)]"
      />
      <button type="submit" aria-label={label} className="flex h-full w-12 items-center justify-center bg-[var(--heo-accent-bg)] text-white">
        <SearchIcon />
      </button>
    </form>
  )
}
