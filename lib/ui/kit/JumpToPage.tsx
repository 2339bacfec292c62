'use client'
// The pagination's "go to page" box: digits only; Enter or the button goes to that page (page 1
// is the list's root); an empty box does nothing. Page hrefs come from lib/site/pagination.
import { useState, type ReactNode } from 'react'
import { pageHref, parseJump } from '@/lib/site/pagination'
import { goTo } from '../navigate'

export default function JumpToPage({
  root,
  themeQuery,
  label,
  className,
  inputClassName,
  buttonClassName,
  children,
}: {
  root: string
  themeQuery: string
  label: string
  className?: string
  inputClassName?: string
  buttonClassName?: string
  /** the button's content (an arrow icon, a word) */
  children: ReactNode
}) {
  const [value, setValue] = useState('')
  const go = () => {
    const n = parseJump(value)
    if (n !== null) goTo(pageHref(root, n) + themeQuery)
  }
  return (
    <div className={className}>
      <input
        value={value}
        onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
        onKeyDown={(e) => e.key === 'Enter' && go()}
        inputMode="numeric"
        aria-label={label}
        placeholder={label}
        className={inputClassName}
      />
      <button type="button" onClick={go} aria-label={label} className={buttonClassName}>
        {children}
      </button>
    </div>
  )
}
