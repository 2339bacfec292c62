// What is "under" a page: the rule that decides which Notion pages are part of the site besides
// the database's own rows. Pure functions over one page's record map, no I/O.
//
// A page's sub-pages are the pages its body holds: child pages (at any depth of blocks, but not
// inside another page: that one has its own record map), full-page databases placed in it, and
// the rows a database block on it shows (inline databases and linked views alike: the author put
// them in the post). Mentions and link-to-page blocks are *not* sub-pages: they only point at a
// page, which is part of the site when it is under a post for its own reasons. So a mention of
// another page of the workspace (or of another workspace) never makes the site serve it.
// Nor is a row of one of the site's own databases (a view of the blog in a post): it is a post
// with its own status, schedule and password (lib/site/site-rows.ts), never under another page.
import type { Block, ExtendedRecordMap } from 'notion-types'
import { blockCollectionId, childIds, getBlock, pageTitle } from '@/lib/render/record'
import { imageUrl, thumbnailUrl } from './images'
import type { Post } from './types'

export interface ChildPage {
  /** dashed id, as the record map keys it */
  id: string
  title: string
}

/** Sub-pages one page lists at most (a hostile or huge body cannot make the tree explode). */
export const MAX_CHILDREN = 500
/** Blocks visited in one body at most. */
const MAX_BLOCKS = 20_000

/** Rows a database block shows: the ids of its views' query results, in view order. */
function rowsOf(rm: ExtendedRecordMap, block: Block): string[] {
  const collectionId = blockCollectionId(block)
  if (!collectionId) return []
  const views = (rm.collection_query?.[collectionId] ?? {}) as Record<string, unknown>
  const ids: string[] = []
  for (const viewId of (block as { view_ids?: unknown }).view_ids as string[] | undefined ?? Object.keys(views)) {
    const result = views[viewId] as { collection_group_results?: { blockIds?: unknown }; blockIds?: unknown } | undefined
    const list = result?.collection_group_results?.blockIds ?? result?.blockIds
    if (Array.isArray(list)) for (const id of list) if (typeof id === 'string') ids.push(id)
  }
  return ids
}

/**
 * The sub-pages `pageId`'s body holds, in document order, without duplicates; each must be a
 * live block of the map (a row whose block is missing cannot be titled or checked).
 * `siteRecord`: true for a row of the site's own databases, or such a database (never a
 * sub-page; lib/site/site-rows.ts isSiteRecord).
 */
export function childPagesOf(rm: ExtendedRecordMap, pageId: string, siteRecord: (block: Block) => boolean): ChildPage[] {
  const root = getBlock(rm, pageId)
  if (!root) return []
  const out: ChildPage[] = []
  const seen = new Set<string>([root.id])
  const add = (id: string) => {
    const block = getBlock(rm, id)
    if (!block || block.alive === false || seen.has(block.id) || out.length >= MAX_CHILDREN) return
    if (block.type !== 'page' && block.type !== 'collection_view_page') return
    seen.add(block.id)
    if (siteRecord(block)) return
    out.push({ id: block.id, title: pageTitle(rm, block) })
  }
  // a full-page database's own rows are its sub-pages
  if (root.type === 'collection_view_page') for (const id of rowsOf(rm, root)) add(id)
  const stack = [...childIds(root)].reverse()
  const visited = new Set<string>()
  while (stack.length && visited.size < MAX_BLOCKS) {
    const id = stack.pop()!
    if (visited.has(id)) continue
    visited.add(id)
    const block = getBlock(rm, id)
    if (!block || block.alive === false) continue
    if (block.type === 'page' || block.type === 'collection_view_page') {
      add(id)
      continue // its content is its own record map
    }
    if (block.type === 'collection_view') for (const row of rowsOf(rm, block)) add(row)
    // a synced copy shows blocks of another page: they are that page's, not this one's
    if (block.type === 'transclusion_reference') continue
    stack.push(...childIds(block).reverse())
  }
  return out
}

/** The title of the page a record map is about (a sub-page's own map). */
export function titleOf(rm: ExtendedRecordMap, pageId: string): string {
  return pageTitle(rm, getBlock(rm, pageId))
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * A sub-page as the Post themes draw (type Page: no date line, category, tags, neighbours or
 * share bar), from its own page block. `hidden` (its post is locked and not unlocked for this
 * request): nothing of the page itself, not even its title or cover, only the post's title.
 */
export function subPagePost(root: Post, sub: { id: string; href: string; title: string }, block: Block | undefined, hidden: boolean): Post {
  const shown = hidden ? undefined : block
  const cover = imageUrl(shown?.format?.page_cover, { id: shown?.id })
  const icon = (shown?.format?.page_icon as string | undefined) || null
  const edited = Number(shown?.last_edited_time) || root.lastEditedDate
  return {
    ...root,
    id: sub.id,
    slug: sub.id,
    href: sub.href,
    title: hidden ? root.title : sub.title,
    summary: '',
    category: null,
    tags: [],
    tagItems: [],
    pageCover: cover,
    pageCoverThumbnail: thumbnailUrl(cover),
    pageIcon: icon && !icon.startsWith('http') && !icon.startsWith('/') ? icon : imageUrl(icon, { id: shown?.id }),
    type: 'Page',
    lastEditedDate: edited,
    lastEditedDay: day(edited),
    target: undefined,
    external: undefined,
  }
}
