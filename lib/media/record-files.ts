// Where a record map refers to files stored by Notion: media sources, covers, icons, bookmark
// images, collection icons and covers. `npm run sync` downloads them and points these fields at
// the snapshot's own copies. Only these fields: a link to a Notion page inside text is not a file.
import type { ExtendedRecordMap } from 'notion-types'
import { unbox } from '@/lib/workspace/records'
import type { FileRef } from '@/lib/workspace/types'
import { isNotionFile } from './file-urls'

const FORMAT_FIELDS = ['display_source', 'page_cover', 'page_icon', 'bookmark_icon', 'bookmark_cover'] as const

type Replace = (url: string, ref: FileRef) => Promise<string | null>

/**
 * Replaces, in place, every Notion file URL of `recordMap` by what `replace` answers (left as
 * it is on null), and drops the signed URLs, which expire within the hour anyway.
 */
export async function rewriteFileRefs(recordMap: ExtendedRecordMap, replace: Replace): Promise<void> {
  const jobs: Array<Promise<void>> = []
  const visit = (holder: Record<string, unknown> | undefined, field: string, ref: FileRef, wrapped: boolean) => {
    const value = holder?.[field]
    const url = wrapped ? (value as string[][] | undefined)?.[0]?.[0] : value
    if (typeof url !== 'string' || !isNotionFile(url)) return
    jobs.push(
      replace(url, ref).then((local) => {
        if (local) holder![field] = wrapped ? [[local]] : local
      }),
    )
  }
  for (const box of Object.values(recordMap.block ?? {})) {
    const block = unbox<{ id: string; properties?: Record<string, unknown>; format?: Record<string, unknown> }>(box as never)
    if (!block?.id) continue
    const ref = { id: block.id, table: 'block' }
    visit(block.properties, 'source', ref, true)
    for (const field of FORMAT_FIELDS) visit(block.format, field, ref, false)
  }
  for (const box of Object.values(recordMap.collection ?? {})) {
    const collection = unbox<Record<string, unknown> & { id: string }>(box as never)
    if (!collection?.id) continue
    const ref = { id: collection.id, table: 'collection' }
    visit(collection, 'icon', ref, false)
    visit(collection, 'cover', ref, false)
  }
  await Promise.all(jobs)
  recordMap.signed_urls = {}
}
