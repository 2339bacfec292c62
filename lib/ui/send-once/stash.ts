// The hand-over of collapsed markup from the RSC render to the HTML render of the same request.
// Both run in this process, in separate module graphs: the stash is one per process
// (lib/process/singletons.ts).
// Keys are content hashes: the same markup (heo's header on every page) is one entry. The HTML
// render reads an entry a few milliseconds after the RSC render wrote it; after that read it is
// kept only briefly (another render of the same markup may be under way). A payload rendered
// without HTML (a client navigation's RSC request) leaves entries that expire after TTL_MS.
import { processSingleton } from '@/lib/process/singletons'

const TTL_MS = 30_000
const AFTER_READ_MS = 10_000
const SWEEP_EVERY = 256

interface Entry {
  html: string
  expires: number
}

interface Stash {
  entries: Map<string, Entry>
  writes: number
}

const shared = () => processSingleton<Stash>('sendOnceStash', () => ({ entries: new Map(), writes: 0 }))

export function stash(key: string, html: string, now = Date.now()): void {
  const s = shared()
  const entry = s.entries.get(key)
  if (entry) entry.expires = now + TTL_MS
  else s.entries.set(key, { html, expires: now + TTL_MS })
  if (++s.writes % SWEEP_EVERY === 0) {
    for (const [k, entry] of s.entries) if (entry.expires < now) s.entries.delete(k)
  }
}

/** The stashed markup for a key (server only), or undefined. */
export function stashed(key: string, now = Date.now()): string | undefined {
  const entry = shared().entries.get(key)
  if (!entry) return undefined
  entry.expires = Math.min(entry.expires, now + AFTER_READ_MS)
  return entry.html
}
