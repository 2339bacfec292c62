// What a change of data invalidates, decided from the data alone (pure, unit-tested): the rows
// whose record changed, and whether what the lists show changed. A body edit touches its row's
// last-edited time only, so it reaches that post's pages; a new title, date, tag, cover, status
// or schedule reaches every page of the language, since each shows lists (tags.ts).
import type { ExtendedRecordMap } from 'notion-types'
import type { SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { listTag, pairsTag, postTag } from './tags'

/** Lists show a post's day of last edit, never its instant: the instant changes with every keystroke. */
function shownInLists(p: Post): Omit<Post, 'lastEditedDate' | 'slugNote'> {
  const { lastEditedDate: _edited, slugNote: _note, ...shown } = p
  return shown
}

const prints = new WeakMap<SiteIndex, string>()

/**
 * Everything lists show, as one string: two models with the same print draw the same lists,
 * menus, notices, counts and neighbours. Memoised per model (a model is built once per data
 * version and schedule: lib/site/current.ts).
 */
export function listingPrint(site: SiteIndex): string {
  let print = prints.get(site)
  if (print === undefined) {
    print = JSON.stringify({
      info: site.info,
      pages: site.allPages.map(shownInLists),
      posts: site.posts.map((p) => p.id),
      // "latest posts" is ordered by last edit: a post edited before the others moves to the top
      latest: site.latestPosts.map((p) => p.id),
      categories: site.categories,
      tags: site.tags,
      notices: site.notices,
      menus: site.menus,
      // what views of the database in any post may show of each row (locked, scheduled, hidden)
      views: [...site.views],
    })
    prints.set(site, print)
  }
  return print
}

/** What other languages' pages read of this one: each row's address and translation. */
export function pairsPrint(site: SiteIndex): string {
  return JSON.stringify(site.allPages.map((p) => [p.id, p.href, p.translation ?? null]))
}

/** Ids (compact) of the row records that differ between two databases, new and removed ones included. */
export function changedRows(before: ExtendedRecordMap | undefined, after: ExtendedRecordMap): string[] {
  if (!before || before === after) return []
  const out = new Set<string>()
  const a = before.block ?? {}
  const b = after.block ?? {}
  for (const id of Object.keys(b)) if (!a[id] || JSON.stringify(a[id]) !== JSON.stringify(b[id])) out.add(compact(id))
  for (const id of Object.keys(a)) if (!b[id]) out.add(compact(id))
  return [...out]
}

/**
 * The tags a change expires: each changed row's pages, and the language's every page when what
 * lists show changed (or when there was no model before to compare with).
 */
export function tagsOfChange(before: SiteIndex | null, after: SiteIndex | null, rows: Iterable<string>, edition: string): string[] {
  const prints = (site: SiteIndex | null) => site && { listing: listingPrint(site), pairs: pairsPrint(site) }
  return tagsOfPrints(prints(before), prints(after), rows, edition)
}

/** What lists show and what other languages read of one language's data (or digests of them). */
export interface DataPrints {
  listing: string
  pairs: string
}

/** `tagsOfChange` on prints already taken: also what the static export compares between two runs (lib/export/plan.ts). */
export function tagsOfPrints(before: DataPrints | null, after: DataPrints | null, rows: Iterable<string>, edition: string): string[] {
  const tags = new Set<string>()
  for (const id of rows) tags.add(postTag(id))
  if (!before || !after || before.listing !== after.listing) tags.add(listTag(edition))
  if (!before || !after || before.pairs !== after.pairs) tags.add(pairsTag(edition))
  return [...tags]
}

const compact = (id: string) => id.replace(/-/g, '')
