// Page navigation from a record map: the table of contents (headings in document order) and the
// breadcrumbs (ancestor pages). Pure functions over the record map; no I/O, no React.
// Heading anchors use the block id without dashes; the renderer gives headings the same ids.
import type { Block } from 'notion-types'
import {
  type AnyRecordMap,
  childIds,
  fmt,
  getBlock,
  getCollection,
  own,
  pageIcon,
  pageTitle,
  prop,
  toCompactId,
} from '@/lib/render/record'
import { richTextToPlain } from '@/lib/render/plain-text'
import type { TocItem } from './types'

const HEADING_LEVEL: Record<string, 0 | 1 | 2> = { header: 0, sub_header: 1, sub_sub_header: 2 }
const MAX_DEPTH = 64

/**
 * Headings of a page (header, sub_header, sub_sub_header) in document order, including those
 * inside columns, toggles, callouts and synced blocks; sub-pages are not entered.
 * Indent levels never jump more than one level deeper than the entry before: an H3 right under
 * an H1 is shown one level in, and a page that starts with an H2 starts at level 0.
 */
export function getPageToc(recordMap: AnyRecordMap, pageId: string): TocItem[] {
  const root = getBlock(recordMap, pageId)
  if (!root) return []
  const items: TocItem[] = []
  // Natural levels of the headings currently "open" above the next entry.
  const stack: number[] = []
  const visited = new Set<string>([root.id])

  const visit = (id: string, depth: number): void => {
    if (depth > MAX_DEPTH || visited.has(id)) return
    const block = getBlock(recordMap, id)
    if (!block || block.alive === false) return
    visited.add(id)
    const natural = own(HEADING_LEVEL, block.type)
    if (natural !== undefined) {
      while (stack.length && stack[stack.length - 1] >= natural) stack.pop()
      const indentLevel = Math.min(stack.length, 2) as 0 | 1 | 2
      stack.push(natural)
      const text = richTextToPlain(recordMap, prop(block, 'title')).trim()
      if (text) items.push({ id: toCompactId(block.id), type: block.type as TocItem['type'], text, indentLevel })
    }
    if (block.type === 'page' || block.type === 'collection_view_page' || block.type === 'alias') return
    for (const child of contentOf(recordMap, block)) visit(child, depth + 1)
  }

  for (const child of childIds(root)) visit(child, 0)
  return items
}

/** Children as rendered: a synced-block reference shows its container's children. */
function contentOf(recordMap: AnyRecordMap, block: Block): string[] {
  if (block.type === 'transclusion_reference') {
    const target = fmt(block).transclusion_reference_pointer?.id
    return typeof target === 'string' ? childIds(getBlock(recordMap, target)) : []
  }
  return childIds(block)
}

export interface Breadcrumb {
  /** dashed page id */
  id: string
  title: string
  /** emoji or image URL */
  icon: string | null
}

/**
 * Pages from the outermost ancestor present in the record map down to the page itself. Rows of a
 * database are reached through their collection's parent block. Stops at the workspace or at the
 * first ancestor the record map does not hold.
 */
export function getBreadcrumbs(recordMap: AnyRecordMap, pageId: string): Breadcrumb[] {
  const crumbs: Breadcrumb[] = []
  const seen = new Set<string>()
  let block = getBlock(recordMap, pageId)
  while (block && !seen.has(block.id) && seen.size < MAX_DEPTH) {
    seen.add(block.id)
    if (block.type === 'page' || block.type === 'collection_view_page') {
      crumbs.unshift({ id: block.id, title: pageTitle(recordMap, block) || 'Untitled', icon: pageIcon(recordMap, block) })
    }
    let parentId: string | undefined = block.parent_id
    if (block.parent_table === 'collection') parentId = getCollection(recordMap, parentId)?.parent_id
    else if (block.parent_table !== 'block') break
    block = getBlock(recordMap, parentId)
  }
  return crumbs
}
