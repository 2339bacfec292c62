// Unlock attempts per (client address, article): a sliding window, in memory. A single server
// needs nothing more; several instances each enforce their own window.
export class RateLimiter {
  private hits = new Map<string, number[]>()
  constructor(private limit: number, private windowMs: number, private now = Date.now) {}

  /** Records an attempt; returns 0 when allowed, else the seconds to wait. */
  attempt(key: string): number {
    const t = this.now()
    const recent = (this.hits.get(key) ?? []).filter((x) => t - x < this.windowMs)
    if (recent.length >= this.limit) {
      this.hits.set(key, recent)
      return Math.ceil((recent[0] + this.windowMs - t) / 1000)
    }
    recent.push(t)
    this.hits.set(key, recent)
    if (this.hits.size > 10_000) this.sweep(t)
    return 0
  }

  private sweep(t: number) {
    for (const [k, v] of this.hits) if (v.every((x) => t - x >= this.windowMs)) this.hits.delete(k)
  }
}
