// Writes a built snapshot to disk in the layout of ./types.ts. Kept apart from the pure
// builder so that only the generator scripts touch the file system.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { compactId, toJson, type BuiltSnapshot } from './snapshot-builder'

/**
 * Replaces the snapshot in `dir`: pages/ and files/ are emptied first so that pages or files
 * removed from the content do not linger. Nothing else in `dir` is touched.
 */
export function writeSnapshot(dir: string, built: BuiltSnapshot, files: Map<string, Buffer>) {
  for (const sub of ['pages', 'files']) {
    rmSync(path.join(dir, sub), { recursive: true, force: true })
    mkdirSync(path.join(dir, sub), { recursive: true })
  }
  writeFileSync(path.join(dir, 'snapshot.json'), toJson(built.manifest))
  writeFileSync(path.join(dir, 'database.json'), toJson(built.database))
  for (const [id, map] of built.pages) {
    writeFileSync(path.join(dir, 'pages', `${compactId(id)}.json`), toJson(map))
  }
  for (const [name, data] of files) writeFileSync(path.join(dir, 'files', name), data)
}
