'use client'
// The search page's box. Enter or the search icon loads /search/<text> (rendered per request,
// kept by a CDN for a page window), or home when the box is empty; Escape clears it; the clear button shows
// only when there is text. Keys that confirm an input-method candidate never search.
import { useState } from 'react'
import { searchKeyword } from '@/lib/search/keyword'
import { goTo } from '@/lib/ui/navigate'
import { useComposition } from './composition'
import { CloseGlyph, SearchGlyph } from './icons'
import type { SearchBoxProps } from './types'

/** Where the box leads for a text: its results page (the keyword cut to fit), or home when there is nothing to search. */
export function searchTarget(text: string, hrefSuffix: string): string {
  const q = searchKeyword(text)
  return (q ? `/search/${encodeURIComponent(q)}` : '/') + hrefSuffix
}

export default function SearchBox({ strings, keyword = '', hrefSuffix, className = '' }: SearchBoxProps) {
  const [value, setValue] = useState(keyword)
  const { handlers, isComposingKey } = useComposition()
  const go = () => goTo(searchTarget(value, hrefSuffix))
  return (
    <div role="search" className={`leafpress-search-box flex items-center ${className}`}>
      <input
        type="text"
        enterKeyHint="search"
        name="keyword"
        value={value}
        placeholder={strings.placeholder}
        aria-label={strings.placeholder}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => {
          if (isComposingKey(e)) return
          if (e.key === 'Enter') {
            e.preventDefault()
            go()
          } else if (e.key === 'Escape') {
            setValue('')
          }
        }}
        {...handlers}
        className="h-full min-w-0 flex-1 bg-transparent px-4 outline-none"
      />
      {value && (
        <button type="button" onClick={() => setValue('')} aria-label={strings.clear} title={strings.clear} className="search-clear flex h-full w-10 items-center justify-center opacity-60 hover:opacity-100">
          <CloseGlyph />
        </button>
      )}
      <button type="button" onClick={go} aria-label={strings.search} title={strings.search} className="search-submit flex h-full w-12 items-center justify-center">
        <SearchGlyph />
      </button>
    </div>
  )
}
