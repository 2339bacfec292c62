'use client'
// React binding of the shared query rules (search-query.ts). `run` may change between renders
// (a provider loaded later); the latest one is always used.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createSearchQuery, type SearchRunner, type SearchState } from './search-query'

export interface UseSearchQueryOptions<R> {
  run: SearchRunner<R>
  debounceMs: number
  /** call the backend once with an empty query on mount, so its index is ready sooner */
  warmUp?: boolean
  onError?: (error: unknown) => void
}

export function useSearchQuery<R>({ run, debounceMs, warmUp = false, onError }: UseSearchQueryOptions<R>) {
  const latest = useRef({ run, onError })
  useEffect(() => {
    latest.current = { run, onError }
  })
  const [store] = useState(() =>
    createSearchQuery<R>({
      run: (q, p) => latest.current.run(q, p),
      debounceMs,
      onError: (e) => latest.current.onError?.(e),
    }),
  )
  const state: SearchState<R> = useSyncExternalStore(store.subscribe, store.getState, store.getState)
  useEffect(() => {
    if (warmUp) store.warmUp()
    return store.dispose
  }, [store, warmUp])
  return { ...state, setQuery: store.setQuery, setPage: store.setPage }
}
