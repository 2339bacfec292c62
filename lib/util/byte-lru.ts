// A least-recently-used map bounded by the bytes of its values (as the caller measures them),
// not by their count: pages of a workspace range from 2 KB to several hundred, so a count says
// little about memory. The newest entry is never evicted by its own insertion (one value larger
// than the budget stays until the next one arrives), so what a caller just stored is there to
// be read back.
export class ByteLru<K, V> {
  private readonly entries = new Map<K, { value: V; bytes: number }>()
  private total = 0

  constructor(readonly budget: number) {}

  /** The value, made the most recently used. */
  get(key: K): V | undefined {
    const e = this.entries.get(key)
    if (!e) return undefined
    // Map keeps insertion order: re-inserting makes it the newest
    this.entries.delete(key)
    this.entries.set(key, e)
    return e.value
  }

  /** The value, leaving its place in the order as it is. */
  peek(key: K): V | undefined {
    return this.entries.get(key)?.value
  }

  has(key: K): boolean {
    return this.entries.has(key)
  }

  /** Stores the value as the most recently used, then evicts the oldest others beyond the budget. */
  set(key: K, value: V, bytes: number): void {
    this.delete(key)
    this.entries.set(key, { value, bytes })
    this.total += bytes
    for (const [oldest, e] of this.entries) {
      if (this.total <= this.budget || oldest === key) break
      this.entries.delete(oldest)
      this.total -= e.bytes
    }
  }

  /**
   * Stores the value only when it fits without evicting anything (true when stored): for reads
   * that walk the whole workspace once (search indexing, the sub-page crawl), which must not push
   * out the pages readers come back to.
   */
  offer(key: K, value: V, bytes: number): boolean {
    const old = this.entries.get(key)
    if (this.total - (old?.bytes ?? 0) + bytes > this.budget) return false
    this.set(key, value, bytes)
    return true
  }

  delete(key: K): boolean {
    const e = this.entries.get(key)
    if (!e) return false
    this.entries.delete(key)
    this.total -= e.bytes
    return true
  }

  /** Values from the oldest to the newest. */
  *values(): IterableIterator<V> {
    for (const e of this.entries.values()) yield e.value
  }

  get size(): number {
    return this.entries.size
  }

  /** The bytes held, as measured by the callers of set/offer. */
  get bytes(): number {
    return this.total
  }
}
