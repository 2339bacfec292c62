// The query rules the search overlay and the workspace search share (lib/search-ui/
// search-query.ts), driven with fake timers and hand-resolved answers: no DOM, no React.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createSearchQuery, type SearchQuery } from '@/lib/search-ui/search-query'

interface Call {
  query: string
  page: number
  resolve: (value: string) => void
  reject: (error: unknown) => void
}

function setup(debounceMs = 300) {
  const calls: Call[] = []
  const errors: unknown[] = []
  const store: SearchQuery<string> = createSearchQuery<string>({
    debounceMs,
    run: (query, page) => new Promise<string>((resolve, reject) => calls.push({ query, page, resolve, reject })),
    onError: (e) => errors.push(e),
  })
  return { store, calls, errors, state: () => store.getState() }
}

/** Lets resolved promises deliver their answers. */
const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('search query rules', () => {
  it('debounces typing: one call, the given time after the last change', async () => {
    const { store, calls } = setup(300)
    store.setQuery('營')
    await vi.advanceTimersByTimeAsync(200)
    store.setQuery('營養')
    await vi.advanceTimersByTimeAsync(299)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((c) => [c.query, c.page])).toEqual([['營養', 0]])
  })

  it('applies the workspace dialog’s slower pace the same way', async () => {
    const { store, calls } = setup(1000)
    store.setQuery('fiber')
    await vi.advanceTimersByTimeAsync(999)
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(1)
  })

  it('makes no call for an empty or whitespace query, and clears what was shown', async () => {
    const { store, calls, state } = setup()
    store.setQuery('salt')
    await vi.advanceTimersByTimeAsync(300)
    calls[0].resolve('salt results')
    await flush()
    expect(state()).toMatchObject({ status: 'done', result: 'salt results' })

    store.setQuery('   ')
    expect(state()).toMatchObject({ status: 'idle', result: null, page: 0 })
    store.setQuery('')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
  })

  it('drops an answer when the query changed while it was on its way', async () => {
    const { store, calls, state } = setup()
    store.setQuery('slow')
    await vi.advanceTimersByTimeAsync(300)
    store.setQuery('fast')
    await vi.advanceTimersByTimeAsync(300)
    calls[1].resolve('fast results')
    await flush()
    calls[0].resolve('slow results') // arrives last, for a query no longer shown
    await flush()
    expect(state()).toMatchObject({ query: 'fast', status: 'done', result: 'fast results' })
  })

  it('drops an answer for a page the reader has left', async () => {
    const { store, calls, state } = setup()
    store.setQuery('tea')
    await vi.advanceTimersByTimeAsync(300)
    calls[0].resolve('page 0')
    await flush()
    store.setPage(1)
    await flush()
    store.setPage(2)
    await flush()
    expect(calls.map((c) => c.page)).toEqual([0, 1, 2])
    calls[2].resolve('page 2')
    calls[1].resolve('page 1')
    await flush()
    expect(state()).toMatchObject({ page: 2, result: 'page 2' })
  })

  it('a new query resets to page 0 and clears results and counts at once', async () => {
    const { store, calls, state } = setup()
    store.setQuery('egg')
    await vi.advanceTimersByTimeAsync(300)
    calls[0].resolve('egg p0')
    await flush()
    store.setPage(3)
    await flush()
    calls[1].resolve('egg p3')
    await flush()
    expect(state()).toMatchObject({ page: 3, result: 'egg p3' })

    store.setQuery('eggs')
    expect(state()).toMatchObject({ query: 'eggs', page: 0, result: null, status: 'loading' })
    await vi.advanceTimersByTimeAsync(300)
    expect(calls[2]).toMatchObject({ query: 'eggs', page: 0 })
  })

  it('a page number re-runs the same query right away', async () => {
    const { store, calls } = setup()
    store.setQuery('  tofu ')
    await vi.advanceTimersByTimeAsync(300)
    store.setPage(1)
    await flush()
    expect(calls.map((c) => [c.query, c.page])).toEqual([
      ['tofu', 0],
      ['tofu', 1],
    ])
  })

  it('ignores a page change without a query', async () => {
    const { store, calls, state } = setup()
    store.setPage(2)
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(0)
    expect(state().page).toBe(0)
  })

  it('reports a failure, shows no results and keeps working', async () => {
    const { store, calls, errors, state } = setup()
    store.setQuery('boom')
    await vi.advanceTimersByTimeAsync(300)
    calls[0].reject(new Error('HTTP 500'))
    await flush()
    expect(state()).toMatchObject({ status: 'error', result: null })
    expect(errors).toHaveLength(1)

    store.setQuery('boom again')
    await vi.advanceTimersByTimeAsync(300)
    calls[1].resolve('ok')
    await flush()
    expect(state()).toMatchObject({ status: 'done', result: 'ok' })
  })

  it('does not report a failure of a query that was replaced', async () => {
    const { store, calls, errors, state } = setup()
    store.setQuery('a1')
    await vi.advanceTimersByTimeAsync(300)
    store.setQuery('a2')
    calls[0].reject(new Error('late failure'))
    await flush()
    expect(errors).toHaveLength(0)
    expect(state().status).toBe('loading')
  })

  it('warms up with one empty query, whose answer is not shown', async () => {
    const { store, calls, state } = setup()
    store.warmUp()
    expect(calls.map((c) => c.query)).toEqual([''])
    calls[0].resolve('everything')
    await flush()
    expect(state()).toMatchObject({ status: 'idle', result: null })
  })

  it('tells subscribers about every change, and stops after dispose', async () => {
    const { store, calls } = setup()
    const seen: string[] = []
    const stop = store.subscribe(() => seen.push(store.getState().status))
    store.setQuery('kale')
    await vi.advanceTimersByTimeAsync(300)
    calls[0].resolve('kale results')
    await flush()
    expect(seen).toEqual(['idle', 'loading', 'done'])
    stop()

    store.setQuery('kale chips')
    store.dispose()
    await vi.advanceTimersByTimeAsync(1000)
    expect(calls).toHaveLength(1)
  })
})
