// Bodies that come back. A page drawn with the "body unavailable" notice (its body was never
// loaded and Notion failed: lib/site/data.ts) is kept by the page cache like any page, for the
// route's 30 s; without help, readers would see the notice that long after Notion recovers.
// So the page's body is retried in the background, and once it loads, the page's path is
// regenerated in every theme and language — within about a second of Notion answering again.
//
// Bounded: one loop per process, whatever the number of pages waiting (at most MAX_PAGES; the
// page cache's own window still renews any other); each round tries the waiting pages one at a
// time and stops at the first failure (Notion is still failing: one request a round), the waits
// between rounds grow from 0.5 s to 1 s, and a page is given up 5 minutes after it was drawn
// without its body (a later regeneration that fails again brings it back).
//
// revalidatePath needs a request context (Next 16 refuses it anywhere else, during a render
// too), so the loop only notes the paths and asks this server for POST /api/heal, whose
// handler revalidates them: `requestRevalidation` below.
import { isDataUnavailable } from '@/lib/workspace/store'
import { processSingleton } from '@/lib/process/singletons'

const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 1_000
const GIVE_UP_MS = 5 * 60_000
const MAX_PAGES = 100

interface Waiting {
  /** the visitor path of the page showing the body */
  path: string
  load: () => Promise<unknown>
  since: number
}

export interface HealerOptions {
  /** called with the visitor paths whose bodies loaded in a round */
  healed: (paths: string[]) => void
  now?: () => number
  sleep?: (ms: number) => Promise<void>
  log?: (msg: string) => void
}

export class BodyHealer {
  private waiting = new Map<string, Waiting>()
  private running: Promise<void> | undefined
  private readonly now: () => number
  private readonly sleep: (ms: number) => Promise<void>
  private readonly log: (msg: string) => void

  constructor(private opts: HealerOptions) {
    this.now = opts.now ?? Date.now
    // timers never keep a stopping server alive
    this.sleep = opts.sleep ?? ((ms) => new Promise((r) => setTimeout(r, ms).unref()))
    this.log = opts.log ?? ((m) => console.warn(m))
  }

  /**
   * Page `id`, shown at `path`, was drawn without its body: `load` (the store's read of that
   * body) is tried again until it succeeds. A page already waiting is not added twice.
   */
  retry(id: string, path: string, load: () => Promise<unknown>): void {
    if (this.waiting.has(id) || this.waiting.size >= MAX_PAGES) return
    this.waiting.set(id, { path, load, since: this.now() })
    this.running ??= this.loop().finally(() => (this.running = undefined))
  }

  /** Pages waiting for their body. */
  get size(): number {
    return this.waiting.size
  }

  /** Resolves when no page is waiting any more (tests). */
  async settled(): Promise<void> {
    while (this.running) await this.running
  }

  private async loop(): Promise<void> {
    let delay = FIRST_DELAY_MS
    while (this.waiting.size) {
      await this.sleep(delay)
      const healed: string[] = []
      for (const [id, w] of [...this.waiting]) {
        if (this.now() - w.since > GIVE_UP_MS) {
          this.waiting.delete(id)
          this.log(`[leafpress] body of ${id} still unavailable after ${GIVE_UP_MS / 60_000} minutes: no more retries until a page shows the notice again`)
          continue
        }
        try {
          await w.load()
          this.waiting.delete(id)
          healed.push(w.path)
        } catch (err) {
          if (!isDataUnavailable(err)) {
            this.waiting.delete(id)
            this.log(`[leafpress] body of ${id}: not retried after ${(err as Error)?.message ?? err}`)
            continue
          }
          // still failing: that page goes last, the others wait for the next round
          this.waiting.delete(id)
          this.waiting.set(id, w)
          break
        }
      }
      if (healed.length) this.opts.healed(healed)
      delay = healed.length ? FIRST_DELAY_MS : Math.min(delay * 2, MAX_DELAY_MS)
    }
  }
}

/** The process's healer and the visitor paths whose bodies loaded, until /api/heal revalidates
 * them (one per process, lib/process/singletons.ts: pages and route handlers are bundled apart). */
const healing = () =>
  processSingleton('healer', () => {
    const healedPaths = new Set<string>()
    const healer = new BodyHealer({
      healed: (paths) => {
        for (const p of paths) healedPaths.add(p)
        void requestRevalidation()
      },
    })
    return { healer, healedPaths }
  })
const healedPaths = () => healing().healedPaths

export function bodyHealer(): BodyHealer {
  return healing().healer
}

/** The paths noted since the last call (what POST /api/heal revalidates). */
export function takeHealedPaths(): string[] {
  const paths = [...healedPaths()]
  healedPaths().clear()
  return paths
}

let unreachable = false

/**
 * Asks this server itself for POST /api/heal. scripts/serve.mjs says where it listens
 * (LEAFPRESS_INTERNAL_URL); else the port on loopback. Paths stay noted when the request
 * fails, for the next one. The loop runs in the async context of the render that started it,
 * where Next's fetch is patched: a plain POST is never cached there and never makes that
 * (finished) render dynamic — the same as the store's own POSTs to Notion.
 */
async function requestRevalidation(): Promise<void> {
  const origin = process.env.LEAFPRESS_INTERNAL_URL || `http://127.0.0.1:${process.env.PORT || 3000}`
  const url = `${origin}${process.env.LEAFPRESS_SUB_PATH ?? ''}/api/heal`
  try {
    const res = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`status ${res.status}`)
    unreachable = false
  } catch (err) {
    if (!unreachable) console.warn(`[leafpress] could not ask ${url} to regenerate pages whose body loaded again (they renew with the page cache's window): ${(err as Error)?.message ?? err}`)
    unreachable = true
  }
}
