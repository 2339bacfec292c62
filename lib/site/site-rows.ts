// Rows of the site's own databases wherever an editor puts a view of them (issue #38): an "all
// posts" gallery in the About page, a linked table in a post, the English database inside a
// Chinese post. Such a row is a post with its own rules (status, schedule, password, address),
// never a sub-page of the page that shows the view, and a view draws only the rows readers may
// see in a list, each linking to its own address.
//
// A block is a row of a site database when the model of some language's database holds its id,
// or when its parent collection is one of those databases (a row the model does not hold, such
// as a Draft a filtered database view left out, is still that database's row), or when that
// collection's own parent is a database page the settings name (a database not loaded yet).
import type { Block, ExtendedRecordMap } from 'notion-types'
import { blockCollectionId, getCollection } from '@/lib/render/record'
import { toCompactId } from '@/lib/workspace/records'
import type { SiteIndex } from './site'
import type { Post } from './types'

export interface SiteDatabases {
  /** compact ids that name one of the site's databases: page blocks and collections */
  ids: ReadonlySet<string>
  /** the model holding a row (by compact id), over every language's database held */
  rowOf(id: string): { site: SiteIndex; post: Post } | undefined
}

/** The site's databases as the given models (and configured database page ids) name them. */
export function siteDatabases(sites: readonly SiteIndex[], configuredIds: Iterable<string> = []): SiteDatabases {
  const ids = new Set<string>()
  for (const id of configuredIds) {
    const compact = toCompactId(id)
    if (compact) ids.add(compact)
  }
  for (const site of sites) for (const id of site.databaseIds) ids.add(id)
  return {
    ids,
    rowOf(id) {
      for (const site of sites) {
        const post = site.byId.get(id)
        if (post) return { site, post }
      }
      return undefined
    },
  }
}

const compact = (id: unknown) => (typeof id === 'string' ? toCompactId(id) : null)

/**
 * True when `block` (a page block of `rm`) is a row of one of the site's databases, or one of
 * those databases itself (a full-page database placed in a page): never a sub-page.
 */
export function isSiteRecord(rm: ExtendedRecordMap, block: Block, dbs: SiteDatabases): boolean {
  const id = compact(block.id)
  if (id && (dbs.ids.has(id) || dbs.rowOf(id))) return true
  if (block.type === 'collection_view_page') {
    const collection = compact(blockCollectionId(block))
    if (collection && dbs.ids.has(collection)) return true
  }
  if (block.parent_table !== 'collection') return false
  const parent = compact(block.parent_id)
  if (!parent) return false
  if (dbs.ids.has(parent)) return true
  const owner = compact(getCollection(rm, block.parent_id)?.parent_id)
  return Boolean(owner && dbs.ids.has(owner))
}

/** How a view draws a row of a site database: its own address, and whether it is locked. */
export interface ShownRow {
  /** the row's address as a visitor path of its own language (with that language's prefix) */
  href: string
  locked: boolean
}

/**
 * How a database view draws `row`: null when it is no row of a site database (drawn as the view
 * has it); 'hidden' when readers may not see it in a list (Draft, not yet due, Invisible, a
 * Notice or Menu row, or a row of a site database no model holds); else its address and lock.
 * `pathOf` gives a row's visitor path in its own language (lib/site/editions.ts editionPath).
 */
export function shownRow(rm: ExtendedRecordMap, row: Block, dbs: SiteDatabases, pathOf: (site: SiteIndex, href: string) => string): ShownRow | 'hidden' | null {
  if (!isSiteRecord(rm, row, dbs)) return null
  const found = dbs.rowOf(compact(row.id) ?? '')
  if (!found) return 'hidden'
  const { site, post } = found
  // the lists' rule: listed Posts and Pages (site.views), each at its one address
  if (site.views.get(post.id) !== 'listed' || !site.pageIds.has(post.id)) return 'hidden'
  return { href: pathOf(site, post.href), locked: post.locked }
}
