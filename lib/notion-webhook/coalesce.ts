// Bursts of work for one key run once: calls for a key that arrive within `windowMs` of the
// first share one run, which gets every caller's item. A call that arrives while that run is
// already under way starts a new window after it (the run may have read the data before the
// change that call announces).
export class Coalescer<I, R> {
  private pending = new Map<string, { items: I[]; result: Promise<R> }>()
  private running = new Map<string, Promise<unknown>>()

  constructor(private readonly windowMs: number) {}

  run(key: string, item: I, job: (items: I[]) => Promise<R>): Promise<R> {
    const waiting = this.pending.get(key)
    if (waiting) {
      waiting.items.push(item)
      return waiting.result
    }
    const items = [item]
    const before = this.running.get(key) ?? Promise.resolve()
    const result: Promise<R> = before
      .catch(() => undefined)
      .then(() => new Promise((r) => setTimeout(r, this.windowMs)))
      .then(() => {
        // from here on, new calls wait for the next run
        this.pending.delete(key)
        this.running.set(key, result)
        return job(items)
      })
      .finally(() => {
        if (this.running.get(key) === result) this.running.delete(key)
      })
    this.pending.set(key, { items, result })
    return result
  }
}
