// Asking the export server for each address, as a reader's browser would (no cookies: the
// configured theme, the URL's language), and for a locked post also its unlocked page, which is
// sealed (lib/export/seal.ts) and never written as it is.
import { encodePath } from '@/lib/site/links'
import { unlockCookieName } from '@/lib/lock/lock'
import type { ExportEntry } from './addresses'
import type { ExportServer } from './server'

export interface Fetched {
  entry: ExportEntry
  body: Buffer
  contentType: string
  /** a locked page's unlocked HTML (to seal, and to look for its text everywhere else) */
  unlocked?: string
}

export class PageError extends Error {}

/** The server's address of a site path (sub path and percent-encoding added). */
export const serverUrl = (server: ExportServer, subPath: string, path: string) => `${server.url}${subPath}${encodePath(path)}`

/** One cookie per locked row, from the server's own unlock endpoint with the row's password. */
export class Unlocker {
  private cookies = new Map<string, Promise<string>>()
  constructor(
    private server: ExportServer,
    private subPath: string,
    private passwords: Record<string, string>,
  ) {}

  cookie(id: string): Promise<string> {
    let c = this.cookies.get(id)
    if (!c) {
      c = this.unlock(id)
      this.cookies.set(id, c)
    }
    return c
  }

  private async unlock(id: string): Promise<string> {
    const res = await fetch(`${this.server.url}${this.subPath}/api/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id, password: this.passwords[id] ?? '' }),
    })
    const name = unlockCookieName(id)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
    if (!res.ok || !cookie) throw new PageError(`the locked post ${id} could not be unlocked with its own password (HTTP ${res.status})`)
    return cookie.split(';')[0]
  }
}

/** Busy answers (503, 429) asked again after their Retry-After, this many times at most. */
const BUSY_TRIES = 6

/**
 * A request to the export server that waits out its busy answers: the image encoder answers 503
 * with Retry-After when too many resizes queue (lib/media/resize.ts), as the export's parallel
 * pages can make it. Any other answer is returned as it is.
 */
export async function askServer(url: string, init: RequestInit = {}): Promise<Response> {
  for (let tried = 1; ; tried++) {
    const res = await fetch(url, init)
    if ((res.status !== 503 && res.status !== 429) || tried >= BUSY_TRIES) return res
    await res.arrayBuffer()
    const wait = Math.min(10, Number(res.headers.get('retry-after')) || 1)
    await new Promise((r) => setTimeout(r, wait * 1000))
  }
}

/** GETs one entry: status 200 (404 for the not-found page) or a PageError naming the address. */
export async function fetchEntry(server: ExportServer, subPath: string, entry: ExportEntry, unlocker: Unlocker): Promise<Fetched> {
  const url = serverUrl(server, subPath, entry.path)
  const get = async (cookie?: string) => {
    let res: Response
    try {
      res = await askServer(url, { headers: cookie ? { cookie } : {}, redirect: 'manual' })
    } catch (err) {
      throw new PageError(`${entry.path}: the export server did not answer (${(err as Error).message})`)
    }
    const expected = entry.kind === 'not-found' ? 404 : 200
    if (res.status !== expected) {
      const where = res.headers.get('location')
      throw new PageError(`${entry.path}: HTTP ${res.status}${where ? ` → ${where}` : ''} (expected ${expected})`)
    }
    return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? '' }
  }
  const locked = await get()
  if (!entry.lockedBy) return { entry, ...locked }
  const unlocked = await get(await unlocker.cookie(entry.lockedBy))
  return { entry, ...locked, unlocked: unlocked.body.toString('utf8') }
}

/** Runs `job` over `items`, `width` at a time, in order of starting. */
export async function eachLimited<T>(items: T[], width: number, job: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < items.length) await job(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
}
