// The default source: a folder of record-map JSON exactly as Notion returns it (see types.ts
// for the layout). The sample site and an offline copy of a real workspace share this path.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { normalizeRecordMap, toCompactId } from './records'
import type { WorkspaceSource } from './types'

export class SnapshotSource implements WorkspaceSource {
  readonly kind = 'snapshot'
  /**
   * The database last read, while something still holds it (the store), with the file's size and
   * modification time then: the store refreshes every REVALIDATE_SECONDS, and reading and parsing
   * an unchanged 25 MB database.json (10,000 rows) each time was ~100 MB of garbage. A copy
   * updated by a sync (a new file) is read again.
   */
  private database?: { stamp: string; value: WeakRef<ExtendedRecordMap> }

  constructor(readonly dir: string) {}

  private async readJson(file: string): Promise<unknown> {
    const text = await fs.readFile(path.join(this.dir, file), 'utf8')
    return JSON.parse(text)
  }

  async getDatabase(): Promise<ExtendedRecordMap> {
    const { size, mtimeMs } = await fs.stat(path.join(this.dir, 'database.json'))
    const stamp = `${size}:${mtimeMs}`
    const held = this.database?.stamp === stamp ? this.database.value.deref() : undefined
    if (held) return held
    const value = normalizeRecordMap(await this.readJson('database.json'))
    this.database = { stamp, value: new WeakRef(value) }
    return value
  }

  async getPage(pageId: string): Promise<ExtendedRecordMap> {
    const id = toCompactId(pageId)
    if (!id) throw new Error(`snapshot: not a page id: ${pageId}`)
    return normalizeRecordMap(await this.readJson(path.join('pages', `${id}.json`)))
  }
}
