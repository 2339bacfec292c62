// Pushes the site to a hosted (Algolia) index: one record per published, unlocked post, with
// its body text up to MAX_TEXT_BYTES; every other record in the index (locked, unpublished or
// deleted posts) is removed. The index is meant to hold this site only. Run by
// `npm run search:index` with the admin key; never part of a page request.
import type { Algoliasearch } from 'algoliasearch'
import type { Post } from '@/lib/site/types'
import type { SearchDocument } from '..'
import { loadBodies, shownFields, type BodyLoader, type SearchableSite } from '../site-index'

/**
 * Body text kept per record, in UTF-8 bytes. Algolia refuses records over 10 KB on its
 * smallest plans; this leaves room for the other attributes (CJK text is 3 bytes a character).
 */
export const MAX_TEXT_BYTES = 8_000

export interface AlgoliaRecord extends SearchDocument {
  publishDay: string
  text: string
}

/** Title first, as the local index ranks; snippets from the body, highlights on title and summary. */
export const INDEX_SETTINGS = {
  searchableAttributes: ['title', 'unordered(tags)', 'unordered(category)', 'unordered(summary)', 'unordered(text)'],
  attributesToHighlight: ['title', 'summary'],
  attributesToSnippet: ['text:30'],
}

export function toAlgoliaRecord(post: Post, text: string): AlgoliaRecord {
  if (post.locked) throw new Error(`${post.href} is locked: its body must not be pushed to a hosted index`)
  return { objectID: post.id, ...shownFields(post), text: truncateUtf8(text, MAX_TEXT_BYTES) }
}

/** The longest prefix of s that fits in maxBytes of UTF-8, never splitting a character. */
export function truncateUtf8(s: string, maxBytes: number): string {
  let bytes = 0
  let end = 0
  for (const ch of s) {
    const cp = ch.codePointAt(0)!
    bytes += cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4
    if (bytes > maxBytes) break
    end += ch.length
  }
  return s.slice(0, end)
}

export interface PushReport {
  saved: number
  removed: number
  /** hrefs of posts whose body could not be loaded: their previous record is left as it was */
  failed: string[]
}

export async function pushToAlgolia(opts: {
  client: Algoliasearch
  indexName: string
  site: SearchableSite
  loadBody: BodyLoader
}): Promise<PushReport> {
  const { client, indexName } = opts
  const posts = opts.site.posts.filter((p) => !p.locked)
  const records: AlgoliaRecord[] = []
  const failed: string[] = []
  await loadBodies(posts, opts.loadBody, (post, text) => {
    if (text === null) failed.push(post.href)
    else records.push(toAlgoliaRecord(post, text))
  })

  const settings = await client.setSettings({ indexName, indexSettings: INDEX_SETTINGS })
  await client.waitForTask({ indexName, taskID: settings.taskID })
  await client.saveObjects({ indexName, objects: records as unknown as Array<Record<string, unknown>>, waitForTasks: true })

  const keep = new Set(posts.map((p) => p.id))
  const stale = (await indexedIds(client, indexName)).filter((id) => !keep.has(id))
  await client.deleteObjects({ indexName, objectIDs: stale, waitForTasks: true })
  return { saved: records.length, removed: stale.length, failed }
}

async function indexedIds(client: Algoliasearch, indexName: string): Promise<string[]> {
  const ids: string[] = []
  await client.browseObjects<{ objectID: string }>({
    indexName,
    browseParams: { attributesToRetrieve: ['objectID'] },
    aggregator: (res) => ids.push(...res.hits.map((h) => h.objectID)),
  })
  return ids
}
