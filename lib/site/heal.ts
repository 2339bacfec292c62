// Bodies that come back. A page drawn with the "body unavailable" notice (its body was never
// loaded and Notion failed: lib/site/data.ts) is kept by the page cache like any page, until
// its data changes; without help, readers would see the notice long after Notion recovers.
// So the page's body is retried in the background, and once it loads, the page's content tag is
// expired (lib/freshness/publish.ts) in every theme and language, on every instance — within
// about a second of Notion answering again.
//
// Bounded: one loop per process, whatever the number of pages waiting (at most MAX_PAGES; the
// page cache's own window still renews any other); each round tries the waiting pages one at a
// time and stops at the first failure (Notion is still failing: one request a round), the waits
// between rounds grow from 0.5 s to 1 s, and a page is given up 5 minutes after it was drawn
// without its body (a later regeneration that fails again brings it back).
import { isDataUnavailable } from '@/lib/workspace/store'
import { processSingleton } from '@/lib/process/singletons'
import { publish } from '@/lib/freshness/publish'
import type { ChangeFeed } from '@/lib/workspace/change-feed'

const FIRST_DELAY_MS = 500
const MAX_DELAY_MS = 1_000
const GIVE_UP_MS = 5 * 60_000
const MAX_PAGES = 100

interface Waiting {
  /** the content tag of the pages showing the body (lib/freshness/tags.ts) */
  tag: string
  load: () => Promise<unknown>
  since: number
}

export interface HealerOptions {
  /** called with the tags of the bodies that loaded in a round */
  healed: (tags: string[]) => void
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
   * Page `id`, shown by the pages tagged `tag`, was drawn without its body: `load` (the store's
   * read of that body) is tried again until it succeeds. A page already waiting is not added twice.
   */
  retry(id: string, tag: string, load: () => Promise<unknown>): void {
    if (this.waiting.has(id) || this.waiting.size >= MAX_PAGES) return
    this.waiting.set(id, { tag, load, since: this.now() })
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
          healed.push(w.tag)
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

/**
 * The process's healer (one per process, lib/process/singletons.ts: pages and route handlers are
 * bundled apart); what it heals is published through `feed` (any language's: tags are site-wide).
 */
export function bodyHealer(feed: Pick<ChangeFeed, 'publish'>): BodyHealer {
  return processSingleton('healer', () => new BodyHealer({ healed: (tags) => void publish(feed, tags, { why: 'a body loaded again' }) }))
}
