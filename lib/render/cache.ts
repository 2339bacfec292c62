// A small least-recently-used map. Rendered bodies are cached per content version in memory;
// the bound keeps a long-running server with many pages from growing without limit.
export class LruCache<K, V> {
  private readonly entries = new Map<K, V>()

  constructor(private readonly max: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key)
    if (value === undefined) return undefined
    // Re-insert so the entry becomes the most recently used (Map keeps insertion order).
    this.entries.delete(key)
    this.entries.set(key, value)
    return value
  }

  set(key: K, value: V): void {
    this.entries.delete(key)
    this.entries.set(key, value)
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value as K
      this.entries.delete(oldest)
    }
  }

  delete(key: K): void {
    this.entries.delete(key)
  }

  get size(): number {
    return this.entries.size
  }

  clear(): void {
    this.entries.clear()
  }
}
