// Headings (Notion's H1–H4 as h2–h5 under the page title, never skipping a level). Their id is the block id without dashes, the same id lib/site/toc.ts puts in
// the table of contents, so anchors work. Toggleable headings become <details>.
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { RenderContext } from '../types'
import { childIds, fmt, getBlock, own, toCompactId } from '../record'
import { blockClass, renderKids, richProp } from './shared'

const LEVEL: Record<string, { tag: 'h2' | 'h3' | 'h4' | 'h5'; className: string }> = {
  // The page title is the h1; Notion's "Heading 1" is the first level under it.
  header: { tag: 'h2', className: 'notion-h1' },
  sub_header: { tag: 'h3', className: 'notion-h2' },
  sub_sub_header: { tag: 'h4', className: 'notion-h3' },
  // Notion's newer fourth level; not part of the table of contents.
  header_4: { tag: 'h5', className: 'notion-h4' },
}

const TAGS = ['h2', 'h3', 'h4', 'h5'] as const

/**
 * The tag level (2–5) of every heading of a page, in reading order. Writers often start with
 * Notion's "Heading 2" or jump from H1 to H3; a heading is never more than one level below the
 * one before it (so screen readers' outline, and Lighthouse's heading-order audit, have no
 * gaps). The look stays Notion's: the class names keep the written level.
 */
export function headingLevels(recordMap: ExtendedRecordMap, rootId: string, limit = 20_000): Map<string, number> {
  const levels = new Map<string, number>()
  const seen = new Set<string>()
  let previous = 1 // the page title
  const walk = (ids: string[]) => {
    for (const id of ids) {
      if (seen.has(id) || seen.size >= limit) continue
      seen.add(id)
      const b = getBlock(recordMap, id)
      if (!b) continue
      const written = own(LEVEL, b.type) ? Number(own(LEVEL, b.type)!.tag[1]) : 0
      if (written) {
        previous = Math.min(written, previous + 1)
        levels.set(id, previous)
      }
      // sub-pages are links here: their headings are not part of this page
      if (b.type !== 'page' && b.type !== 'collection_view_page') walk(childIds(b))
    }
  }
  const root = getBlock(recordMap, rootId)
  if (root) walk(childIds(root))
  return levels
}

export function HeadingBlock(block: Block, ctx: RenderContext) {
  const level = own(LEVEL, block.type) ?? LEVEL.sub_sub_header
  const Tag = TAGS[(ctx.headingLevels?.get(block.id) ?? Number(level.tag[1])) - 2] ?? level.tag
  const id = toCompactId(block.id)
  const heading = (
    <Tag id={id} className={blockClass(block, 'notion-h', level.className)}>
      <span className="notion-h-title">{richProp(block, 'title', ctx)}</span>
    </Tag>
  )
  if (!fmt(block).toggleable) {
    const kids = renderKids(block, ctx)
    return kids ? (
      <>
        {heading}
        {kids}
      </>
    ) : (
      heading
    )
  }
  return (
    <details className={`notion-toggle notion-h-toggle notion-h-toggle-${level.className.slice(-1)}`}>
      <summary>{heading}</summary>
      <div className="notion-toggle-content">{renderKids(block, ctx)}</div>
    </details>
  )
}
