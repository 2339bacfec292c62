// Which files a second export writes again (pure, unit-tested). The freshness design
// (lib/freshness/) already says which pages a change of data reaches: a changed row expires its
// post's pages (lp:post:<id>), a change of what lists show every page of that language
// (lp:list:<lang>), a change of addresses the other languages' pages (lp:pairs:<lang>). The export
// keeps, beside out/, the prints of the data it was made from and each file's tags (manifest
// below); the next export compares prints, takes the expired tags from the same function the
// server publishes with (`tagsOfPrints`) and renders only the files carrying one of them.
import crypto from 'node:crypto'
import type { ExtendedRecordMap } from 'notion-types'
import { tagsOfPrints, type DataPrints } from '@/lib/freshness/changes'
import { WINDOWED_TAG } from '@/lib/freshness/tags'
import type { ExportEntry } from './addresses'

export const MANIFEST_FILE = '.leafpress-export.json'
export const MANIFEST_VERSION = 1

/** What one language's data looked like: digests of what lists show and of the addresses, and one per record of its database. */
export interface EditionPrints extends DataPrints {
  /** compact record id → digest of the record as the source gave it */
  rows: Record<string, string>
}

export interface ManifestFile {
  /** the address it was saved from */
  path: string
  tags: string[]
  /** the media files (lib/export/media.ts) it points at, relative to out/ */
  media: string[]
}

/** Kept in out/ (a dot file: hosts publish it, it holds no secret, only ids and digests). */
export interface Manifest {
  version: number
  /** the build and the settings the files were rendered with: another one renders everything */
  build: string
  prints: Record<string, EditionPrints>
  files: Record<string, ManifestFile>
  /** media address (as the pages name it) → its file */
  media: Record<string, string>
  /** files copied as they are (_next/static, public/): removed when they are no longer there */
  assets: string[]
}

export const digest = (text: string) => crypto.createHash('sha256').update(text).digest('base64url').slice(0, 22)

/** One digest per record of the database (the rows and the records around them), as `changedRows` compares them. */
export function rowPrints(db: ExtendedRecordMap): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [id, record] of Object.entries(db.block ?? {})) out[id.replace(/-/g, '')] = digest(JSON.stringify(record))
  return out
}

/** The records that differ between two sets of prints, new and removed ones included. */
export function changedPrints(before: Record<string, string>, after: Record<string, string>): string[] {
  const out = new Set<string>()
  for (const [id, print] of Object.entries(after)) if (before[id] !== print) out.add(id)
  for (const id of Object.keys(before)) if (!(id in after)) out.add(id)
  return [...out]
}

/** Every tag a change of data expires; 'all' when nothing can be compared (no manifest, another build or settings). */
export function expiredTags(old: Pick<Manifest, 'build' | 'prints'> | null, build: string, prints: Record<string, EditionPrints>): Set<string> | 'all' {
  if (!old || old.build !== build) return 'all'
  // a sub-page's edits move no row of the database: nothing can tell that it changed, so pages
  // under posts are always rendered again (as the server keeps them only for a time window)
  const tags = new Set<string>([WINDOWED_TAG])
  for (const prefix of new Set([...Object.keys(old.prints), ...Object.keys(prints)])) {
    const was = old.prints[prefix] ?? null
    const now = prints[prefix] ?? null
    const rows = changedPrints(was?.rows ?? {}, now?.rows ?? {})
    for (const tag of tagsOfPrints(was, now, rows, prefix)) tags.add(tag)
  }
  return tags
}

export interface Plan {
  /** entries to ask the export server for and write */
  render: ExportEntry[]
  /** entries whose file stays as it is */
  keep: ExportEntry[]
  /** files of the last export that are no page of the site any more */
  remove: string[]
}

/** `present(file)`: whether the file is still in out/ (one deleted by hand is written again). */
export function planExport(old: Manifest | null, entries: ExportEntry[], expired: Set<string> | 'all', present: (file: string) => boolean): Plan {
  const render: ExportEntry[] = []
  const keep: ExportEntry[] = []
  for (const entry of entries) {
    const was = old?.files[entry.file]
    const stale = expired === 'all' || !was || was.path !== entry.path || !present(entry.file) || entry.tags.some((t) => expired.has(t))
    ;(stale ? render : keep).push(entry)
  }
  const now = new Set(entries.map((e) => e.file))
  const remove = old ? Object.keys(old.files).filter((f) => !now.has(f)) : []
  return { render, keep, remove }
}
