// POST /api/revalidate's work (app/api/revalidate/route.ts), apart from the request: every
// language's database read again from the source; each store publishes what changed
// (lib/freshness/publish.ts), so the pages showing it expire on every instance.
// A store that holds nothing yet (a cold instance) loads here like any other: the refresh is the
// store's normal load, from the source, with its timeouts, shared with any load under way. What
// the answer says is what happened: a database that could not be read and was never loaded is
// a 503 with Retry-After (nothing to serve or regenerate from: try again), one that could not be
// read but is held a 502 (the last good data stays).
import { RETRY_AFTER_SECONDS } from './handler'

export interface RefreshingStore {
  refresh(): Promise<void>
  status(): { loaded: boolean; loadedAt: number; lastError?: string }
}

export interface RefreshTarget {
  /** the language's address prefix ('' for the default) */
  prefix: string
  store: RefreshingStore
}

export interface RefreshAnswer {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
}

export async function refreshAll(targets: RefreshTarget[]): Promise<RefreshAnswer> {
  await Promise.all(targets.map((t) => t.store.refresh()))
  const results = targets.map((t) => ({ ...t, ...t.store.status() }))
  const read = results.filter((r) => !r.lastError)
  const failed = results.filter((r) => r.lastError)
  const name = (r: { prefix: string }) => (r.prefix ? `/${r.prefix}: ` : '')
  const refreshedAt = read.length ? new Date(Math.min(...read.map((r) => r.loadedAt))).toISOString() : undefined
  if (!failed.length) return { status: 200, body: { ok: true, refreshedAt }, headers: {} }
  const unloaded = failed.filter((r) => !r.loaded)
  const error = failed.map((r) => `${name(r)}${r.lastError}`).join('; ')
  return {
    status: unloaded.length ? 503 : 502,
    body: { ok: false, ...(refreshedAt ? { refreshedAt } : {}), error },
    headers: unloaded.length ? { 'retry-after': String(RETRY_AFTER_SECONDS) } : {},
  }
}
