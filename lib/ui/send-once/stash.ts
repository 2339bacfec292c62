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
  /** the sweep of entries left once renders stop (none scheduled while the stash is empty) */
  idleSweep?: ReturnType<typeof setTimeout>
}

function sweep(s: Stash, now: number) {
  for (const [k, entry] of s.entries) if (entry.expires < now) s.entries.delete(k)
}

/** Sweeps every TTL_MS while anything is held: without writes (a site serving cached pages after
 * a burst of renders) the sweep on writes never comes, and a burst's markup stayed (~7 MB). */
function sweepWhenIdle(s: Stash) {
  if (s.idleSweep || !s.entries.size) return
  s.idleSweep = setTimeout(() => {
    s.idleSweep = undefined
    sweep(s, Date.now())
    sweepWhenIdle(s)
  }, TTL_MS)
  s.idleSweep.unref?.()
}

const shared = () => processSingleton<Stash>('sendOnceStash', () => ({ entries: new Map(), writes: 0 }))

export function stash(key: string, html: string, now = Date.now()): void {
  const s = shared()
  const entry = s.entries.get(key)
  if (entry) entry.expires = now + TTL_MS
  else s.entries.set(key, { html, expires: now + TTL_MS })
  if (++s.writes % SWEEP_EVERY === 0) sweep(s, now)
  sweepWhenIdle(s)
}

/** The stashed markup for a key (server only), or undefined. */
export function stashed(key: string, now = Date.now()): string | undefined {
  const entry = shared().entries.get(key)
  if (!entry) return undefined
  entry.expires = Math.min(entry.expires, now + AFTER_READ_MS)
  return entry.html
}
