// What a running server knows of the sub-pages it serves: per id, the last-edited time of the
// newest copy loaded or served here (its version), and when Notion was last asked for it. No row
// of the database dates a sub-page (Notion leaves its post's row alone when it changes), so the
// periodic check asks Notion for these times directly (WorkspaceStore.checkSubPages), a bounded
// number per window, the longest unchecked first; a time past the version is a change.
// Ids and numbers only (~150 bytes an entry), bounded, the least recently touched dropped first:
// a dropped sub-page is known again the next time one of its pages is served.

/** Sub-pages known at most. */
export const MAX_KNOWN_SUB_PAGES = 10_000

interface Known {
  version: number
  checkedAt: number
}

export class SubPageVersions {
  private readonly known = new Map<string, Known>()

  constructor(private readonly max = MAX_KNOWN_SUB_PAGES) {}

  get size(): number {
    return this.known.size
  }

  /** The version known for `id`, if any. */
  version(id: string): number | undefined {
    return this.known.get(id)?.version
  }

  /**
   * A copy of version `version` was loaded here: the newest known from now on. The version known
   * before (undefined when none): a load that brings a newer one brought a change.
   */
  loaded(id: string, version: number): number | undefined {
    const had = this.known.get(id)
    this.touch(id, { version: Math.max(version, had?.version ?? 0), checkedAt: had?.checkedAt ?? 0 })
    return had?.version
  }

  /**
   * A rendered page of `id` made from version `version` is about to be served. True when this
   * process knows no newer version: the periodic check will see any edit after it, so the page
   * needs no time window. False for a copy older than one loaded here (a render of another
   * instance, or one made before a change this process brought): it keeps the window.
   */
  served(id: string, version: number): boolean {
    const had = this.known.get(id)
    if (had && had.version > version) return false
    this.touch(id, { version, checkedAt: had?.checkedAt ?? 0 })
    return true
  }

  /** At most `n` ids to check now, the longest unchecked first; they count as checked at `now`. */
  due(n: number, now: number): string[] {
    if (n <= 0 || !this.known.size) return []
    const ids = [...this.known].sort((a, b) => a[1].checkedAt - b[1].checkedAt).slice(0, n).map(([id]) => id)
    for (const id of ids) this.known.get(id)!.checkedAt = now
    return ids
  }

  /** The ids whose last-edited time (`times`, as the source answered) is past the version known. */
  changed(times: ReadonlyMap<string, number>): string[] {
    const out: string[] = []
    for (const [id, time] of times) {
      const version = this.known.get(id)?.version
      if (version !== undefined && time > version) out.push(id)
    }
    return out
  }

  private touch(id: string, entry: Known) {
    this.known.delete(id)
    this.known.set(id, entry)
    if (this.known.size > this.max) this.known.delete(this.known.keys().next().value!)
  }
}
