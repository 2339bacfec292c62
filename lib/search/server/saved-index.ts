// Where a saved search index lives, so a cold instance starts from it instead of reading every
// body (issue #39): the shared cache (Redis: the newest index any instance built, per database)
// first, else the file `npm run search:index` wrote (a build step: `.leafpress/search/`, which
// deployments carry with the code). Both are per language's database.
import fs from 'node:fs/promises'
import path from 'node:path'
import type { SharedCache } from '@/lib/workspace/shared-data'

/** The folder `npm run search:index` writes to and a server reads from (relative to the project). */
export const SAVED_INDEX_DIR = path.join('.leafpress', 'search')
/** The shared cache's key for it (the cache is already one per database). */
const KEY = 'search-index'
/** How long Redis keeps an index nobody saved again. */
const KEEP_MS = 7 * 24 * 3600_000
/** An instance shares its index at most this often (it can be megabytes). */
const SHARE_EVERY_MS = 60_000

/** The file of a language's database (its address prefix, '' for the default language). */
export function savedIndexFile(prefix: string, cwd = process.cwd()): string {
  return path.join(cwd, SAVED_INDEX_DIR, `${prefix || 'default'}.json`)
}

/** The newest saved index: shared, else the build step's file; null when there is none. */
export async function readSavedIndex(shared: SharedCache, prefix: string): Promise<string | null> {
  const entry = await shared.get<string>(KEY)
  if (typeof entry?.value === 'string') return entry.value
  return fs.readFile(savedIndexFile(prefix), 'utf8').catch(() => null)
}

/** Shares an index with the other instances (at most once a minute; nothing without Redis). */
export function sharer(shared: SharedCache, now = Date.now): (save: () => string) => void {
  let last = -Infinity
  return (save) => {
    if (now() - last < SHARE_EVERY_MS) return
    last = now()
    void shared.set(KEY, { value: save(), loadedAt: last }, KEEP_MS)
  }
}
