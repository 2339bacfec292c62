// Rejects events that are too old, from too far in the future, or already seen. Seen ids only
// need remembering for as long as their event is young enough to be accepted at all.
export type Freshness = 'ok' | 'stale' | 'replayed'

export class ReplayGuard {
  private seen = new Map<string, number>()

  constructor(private readonly maxAgeMs: number, private readonly maxIds = 10_000) {}

  /** Records the id when the event is accepted. */
  check(id: string, timestamp: number, now: number): Freshness {
    // a clock a little ahead is tolerated, an event from further ahead is as suspect as an old one
    if (Math.abs(now - timestamp) > this.maxAgeMs) return 'stale'
    this.prune(now)
    if (this.seen.has(id)) return 'replayed'
    this.seen.set(id, timestamp + this.maxAgeMs)
    return 'ok'
  }

  /** Forgets an accepted event whose handling failed, so Notion's retry is taken. */
  forget(id: string): void {
    this.seen.delete(id)
  }

  private prune(now: number) {
    for (const [id, until] of this.seen) if (until < now) this.seen.delete(id)
    // a flood of valid events cannot grow it without bound: the oldest go first
    while (this.seen.size >= this.maxIds) this.seen.delete(this.seen.keys().next().value!)
  }
}
