'use client'
// The pagination's "go to page" box: digits only; Enter or the arrow goes to that page (page 1
// is the list's root), an empty box does nothing. Page hrefs come from lib/site/pagination.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { pageHref, parseJump } from '@/lib/site/pagination'
import { ArrowRightIcon } from '../icons'

export default function JumpToPage({ root, themeQuery, label }: { root: string; themeQuery: string; label: string }) {
  const router = useRouter()
  const [value, setValue] = useState('')
  const go = () => {
    const n = parseJump(value)
    if (n !== null) router.push(pageHref(root, n) + themeQuery)
  }
  return (
    <div className="flex h-9 items-center overflow-hidden rounded-lg border border-[var(--heo-border)] bg-[var(--heo-card)] focus-within:border-[var(--heo-accent)]">
      <input
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && go()}
        inputMode="numeric"
        aria-label={label}
        placeholder={label}
        className="heo-jump h-full w-20 bg-transparent px-2 text-center text-sm outline-none placeholder:text-[var(--heo-muted)]"
      />
      <button
        type="button"
        onClick={go}
        aria-label={label}
        className="flex h-full w-9 items-center justify-center text-[var(--heo-muted)] hover:bg-[var(--heo-accent-bg)] hover:text-white"
      >
        <ArrowRightIcon size={16} />
      </button>
    </div>
  )
}
