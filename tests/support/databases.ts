// A minimal database record map with `rows` rows (ids `<tag>-<i>`): what the store's tests need
// to tell loads apart and to count rows.
import type { ExtendedRecordMap } from 'notion-types'

export function db(rows: number, tag = 'v'): ExtendedRecordMap {
  const blockIds = Array.from({ length: rows }, (_, i) => `${tag}-${i}`)
  return {
    block: {}, collection: {}, collection_view: {}, notion_user: {}, signed_urls: {},
    collection_query: { c: { v: { collection_group_results: { type: 'results', blockIds } } } },
  } as unknown as ExtendedRecordMap
}
