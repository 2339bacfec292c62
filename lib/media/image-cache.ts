// Images of the workspace on disk (by default .leafpress/cache/images): each original once, and
// each rendition of it, so a file is fetched from Notion once per server rather than once per
// visitor, and survives restarts. An entry is `<content type>\n<bytes>`, written to a temporary
// name and renamed, so a reader never sees half a file.
import { createHash, randomBytes } from 'node:crypto'
import { promises as fs } from 'node:fs'
import path from 'node:path'

export interface StoredImage {
  body: Buffer
  type: string
}

export class ImageCache {
  constructor(readonly dir: string) {}

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
    return { type: raw.subarray(0, nl).toString('latin1'), body: raw.subarray(nl + 1) }
  }

  async put(key: string, variant: string, image: StoredImage): Promise<void> {
    const file = this.file(key, variant)
    const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`
    try {
      await fs.mkdir(path.dirname(file), { recursive: true })
      await fs.writeFile(tmp, Buffer.concat([Buffer.from(`${image.type}\n`, 'latin1'), image.body]))
      await fs.rename(tmp, file)
    } catch (err) {
      // A full or read-only disk costs speed, not the image: it is still served.
      await fs.rm(tmp, { force: true }).catch(() => undefined)
      console.warn(`[leafpress] image cache write failed (${this.dir}): ${(err as Error).message}`)
    }
  }
}
