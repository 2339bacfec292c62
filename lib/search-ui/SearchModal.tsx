'use client'
// The search overlay's always-loaded part, mounted once per page by the theme: it listens for
// the open action (openSearch() in lib/ui/search-events.ts) and for cmd/ctrl+K and cmd/ctrl+P,
// and loads the dialog itself only when it is first opened.
import { lazy, Suspense, useEffect, useState } from 'react'
import { OPEN_SEARCH_EVENT } from '@/lib/ui/search-events'
import type { SearchModalProps } from './types'

const SearchDialog = lazy(() => import('./SearchDialog'))

const SHORTCUT_KEYS = new Set(['k', 'p'])

export default function SearchModal(props: SearchModalProps) {
  /** the query to open with, or null while closed */
  const [opened, setOpened] = useState<string | null>(null)
  useEffect(() => {
    const onOpen = (e: Event) => setOpened((e as CustomEvent<{ query?: string } | undefined>).detail?.query ?? '')
    const onKey = (e: KeyboardEvent) => {
      if (!(e.metaKey || e.ctrlKey) || e.altKey || e.shiftKey || !SHORTCUT_KEYS.has(e.key.toLowerCase())) return
      e.preventDefault() // cmd/ctrl+P would otherwise print the page
      setOpened((q) => q ?? '')
    }
    window.addEventListener(OPEN_SEARCH_EVENT, onOpen)
    window.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener(OPEN_SEARCH_EVENT, onOpen)
      window.removeEventListener('keydown', onKey)
    }
  }, [])
  if (opened === null) return null
  return (
    <Suspense fallback={null}>
      <SearchDialog {...props} initialQuery={opened} onClose={() => setOpened(null)} />
    </Suspense>
  )
}
