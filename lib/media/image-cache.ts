// Images of the workspace on disk (by default .leafpress/cache/images): each original once, and
// each rendition of it, so a file is fetched from Notion once per server rather than once per
// visitor, and survives restarts. An entry is `<content type>\n<bytes>`, written to a temporary
// name and renamed, so a reader never sees half a file.
//
// Bounded in bytes (IMAGE_CACHE_MAX_MB, default 256): an index of the files in least recently
// used order is built from the folder on first use (by modification time, which a hit renews),
// and the least recently used files are deleted once a write passes the bound.
import { createHash, randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'

export interface StoredImage {
  body: Buffer
  type: string
}

export const DEFAULT_IMAGE_CACHE_BYTES = 256 * 1024 * 1024

export class ImageCache {
  /** file → size, least recently used first (a Map keeps insertion order) */
  private index: Map<string, number> | null = null
  private loadingIndex: Promise<Map<string, number>> | null = null
  private total = 0

  constructor(
    readonly dir: string,
    readonly maxBytes = DEFAULT_IMAGE_CACHE_BYTES,
  ) {}

  /** Bytes held now, as the index counts them. */
  async size(): Promise<number> {
    await this.entries()
    return this.total
  }

  private entries(): Promise<Map<string, number>> {
    if (this.index) return Promise.resolve(this.index)
    this.loadingIndex ??= this.scan().then((index) => {
      this.index = index
      this.total = [...index.values()].reduce((a, b) => a + b, 0)
      return index
    })
    return this.loadingIndex
  }

  /** What is on disk from earlier runs, oldest use first. */
  private async scan(): Promise<Map<string, number>> {
    const found: { file: string; size: number; used: number }[] = []
    const subdirs = await fs.readdir(/*turbopackIgnore: true*/ this.dir).catch(() => [] as string[])
    for (const sub of subdirs) {
      const folder = path.join(/*turbopackIgnore: true*/ this.dir, sub)
      for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
        const file = path.join(folder, name)
        const st = await fs.stat(file).catch(() => null)
        if (!st?.isFile()) continue
        // a temporary file left by a crash is never read: remove it
        if (name.endsWith('.tmp')) await fs.rm(file, { force: true }).catch(() => undefined)
        else found.push({ file, size: st.size, used: st.mtimeMs })
      }
    }
    found.sort((a, b) => a.used - b.used)
    return new Map(found.map((f) => [f.file, f.size]))
  }

  private async touch(file: string): Promise<void> {
    const index = await this.entries()
    const size = index.get(file)
    if (size === undefined) return
    index.delete(file)
    index.set(file, size)
    // the order survives a restart: the scan sorts by modification time
    const now = new Date()
    fs.utimes(file, now, now).catch(() => undefined)
  }

  private async record(file: string, size: number): Promise<void> {
    const index = await this.entries()
    this.total += size - (index.get(file) ?? 0)
    index.delete(file)
    index.set(file, size)
    for (const [old, bytes] of index) {
      if (this.total <= this.maxBytes) break
      if (old === file) continue // the newest entry stays, even alone over the bound
      index.delete(old)
      this.total -= bytes
      await fs.rm(old, { force: true }).catch(() => undefined)
    }
  }

  private file(key: string, variant: string): string {
    const hash = createHash('sha256').update(key).digest('hex')
    // the cache folder is chosen at run time: nothing in the project for the build to trace
    return path.join(/*turbopackIgnore: true*/ this.dir, hash.slice(0, 2), `${hash}.${variant}`)
  }

  async get(key: string, variant: string): Promise<StoredImage | null> {
    let raw: Buffer
    try {
      raw = await fs.readFile(this.file(key, variant))
    } catch {
      return null
    }
    const nl = raw.indexOf(10)
    if (nl <= 0 || nl > 100) return null
    await this.touch(this.file(key, variant))
    return { type: raw.subarray(0, nl).toString('latin1'), body: raw.subarray(nl + 1) }
  }

  async put(key: string, variant: string, image: StoredImage): Promise<void> {
    const file = this.file(key, variant)
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(tmp, Buffer.concat([Buffer.from(`${image.type}\n`, 'latin1'), image.body]))
      await fs.rename(tmp, file)
      await this.record(file, image.body.length + image.type.length + 1)
    } catch (err) {
      // A full or read-only disk costs speed, not the image: it is still served.
      await fs.rm(tmp, { force: true }).catch(() => undefined)
      console.warn(`[leafpress] image cache write failed (${this.dir}): ${(err as Error).message}`)
    }
  }
}
