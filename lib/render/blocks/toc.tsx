// The table_of_contents block: the headings of the page (options.toc, or lib/site/toc.ts's
// result), linking to the heading ids.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { fmt } from '../record'
import { blockClass } from './shared'

export function TableOfContentsBlock(block: Block, ctx: RenderContext) {
  if (!ctx.toc.length) return null
  return (
    <nav className={blockClass(block, 'notion-table-of-contents', !fmt(block).block_color && 'notion-gray')} aria-label={ctx.labels.tableOfContents}>
      {ctx.toc.map((item) => (
        <a
          key={item.id}
          href={`#${item.id}`}
          className={`notion-table-of-contents-item notion-table-of-contents-item-indent-level-${item.indentLevel}`}
        >
          <span className="notion-table-of-contents-item-body" style={{ marginLeft: item.indentLevel * 24 }}>
            {item.text}
          </span>
        </a>
      ))}
    </nav>
  )
}
