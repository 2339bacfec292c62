// Headings (Notion's H1–H4 as h2–h5 under the page title). Their id is the block id without dashes, the same id lib/site/toc.ts puts in
// the table of contents, so anchors work. Toggleable headings become <details>.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { fmt, toCompactId } from '../record'
import { blockClass, renderKids, richProp } from './shared'

const LEVEL: Record<string, { tag: 'h2' | 'h3' | 'h4' | 'h5'; className: string }> = {
  // The page title is the h1; Notion's "Heading 1" is the first level under it.
  header: { tag: 'h2', className: 'notion-h1' },
  sub_header: { tag: 'h3', className: 'notion-h2' },
  sub_sub_header: { tag: 'h4', className: 'notion-h3' },
  // Notion's newer fourth level; not part of the table of contents.
  header_4: { tag: 'h5', className: 'notion-h4' },
}

export function HeadingBlock(block: Block, ctx: RenderContext) {
  const level = LEVEL[block.type] ?? LEVEL.sub_sub_header
  const Tag = level.tag
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
