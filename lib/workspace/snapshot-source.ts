// The default source: a folder of record-map JSON exactly as Notion returns it (see types.ts
// for the layout). The sample site and an offline copy of a real workspace share this path.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { normalizeRecordMap, toCompactId } from './records'
import type { WorkspaceSource } from './types'

export class SnapshotSource implements WorkspaceSource {
  readonly kind = 'snapshot'
  constructor(readonly dir: string) {}

  private async readJson(file: string): Promise<unknown> {
    const text = await fs.readFile(path.join(this.dir, file), 'utf8')
    return JSON.parse(text)
  }

  async getDatabase(): Promise<ExtendedRecordMap> {
    return normalizeRecordMap(await this.readJson('database.json'))
  }

  async getPage(pageId: string): Promise<ExtendedRecordMap> {
    const id = toCompactId(pageId)
    if (!id) throw new Error(`snapshot: not a page id: ${pageId}`)
    return normalizeRecordMap(await this.readJson(path.join('pages', `${id}.json`)))
  }
}
