// The query rules every search dialog shares, as a small store with no React and no DOM (so
// they are tested with fake timers alone):
// - typing debounces: a query runs `debounceMs` after the last change;
// - an empty or whitespace-only query clears the results and makes no call;
// - a new query goes back to page 0 and clears the results and counts at once;
// - a page change runs the same query at that page right away;
// - an answer is applied only if neither query nor page changed since it was asked for, so a
//   slow answer can never overwrite a newer one;
// - a failure is reported to `onError`, leaves no results and is not thrown.
export type SearchStatus = 'idle' | 'loading' | 'done' | 'error'

export interface SearchState<R> {
  /** the query as typed */
  query: string
  /** zero-based */
  page: number
  status: SearchStatus
  result: R | null
}

export type SearchRunner<R> = (query: string, page: number) => Promise<R>

export interface SearchQueryOptions<R> {
  run: SearchRunner<R>
  debounceMs: number
  onError?: (error: unknown) => void
}

export interface SearchQuery<R> {
  getState: () => SearchState<R>
  subscribe: (listener: () => void) => () => void
  setQuery: (query: string) => void
  setPage: (page: number) => void
  /** one call with an empty query, so the backend builds its index before the first search */
  warmUp: () => void
  /** stops timers; answers still in flight are dropped */
  dispose: () => void
}

export function createSearchQuery<R>({ run, debounceMs, onError }: SearchQueryOptions<R>): SearchQuery<R> {
  let state: SearchState<R> = { query: '', page: 0, status: 'idle', result: null }
  let timer: ReturnType<typeof setTimeout> | undefined
  /** bumped on every query or page change: an answer carries the ticket it was asked with */
  let ticket = 0
  const listeners = new Set<() => void>()

  const set = (patch: Partial<SearchState<R>>) => {
    state = { ...state, ...patch }
    for (const l of listeners) l()
  }

  const schedule = (delay: number) => {
    clearTimeout(timer)
    const mine = ++ticket
    const query = state.query.trim()
    if (!query) return set({ status: 'idle', result: null })
    const page = state.page
    set({ status: 'loading' })
    timer = setTimeout(() => {
      run(query, page).then(
        (result) => mine === ticket && set({ status: 'done', result }),
        (error) => {
          if (mine !== ticket) return
          onError?.(error)
          set({ status: 'error', result: null })
        },
      )
    }, delay)
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setQuery(query) {
      if (query === state.query) return
      set({ query, page: 0, result: null })
      schedule(debounceMs)
    },
    setPage(page) {
      if (page === state.page || !state.query.trim()) return
      set({ page })
      schedule(0)
    },
    warmUp() {
      run('', 0).catch(() => undefined)
    },
    dispose() {
      clearTimeout(timer)
      ticket++
    },
  }
}
