// Paragraphs, quotes and dividers: the plainest blocks.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { prop } from '../record'
import { blockClass, renderKids, richProp } from './shared'

export function TextBlock(block: Block, ctx: RenderContext) {
  const title = richProp(block, 'title', ctx)
  const kids = renderKids(block, ctx)
  // An empty paragraph is Notion's way of adding vertical space; keep it as a blank line.
  const text = title ? (
    <div className={blockClass(block, 'notion-text')}>{title}</div>
  ) : (
    <div className={blockClass(block, 'notion-text', 'notion-blank')} aria-hidden="true" />
  )
  if (!kids) return text
  return (
    <>
      {text}
      <div className="notion-text-children">{kids}</div>
    </>
  )
}

export function QuoteBlock(block: Block, ctx: RenderContext) {
  if (!prop(block, 'title').length && !block.content?.length) return null
  return (
    <blockquote className={blockClass(block, 'notion-quote')}>
      {richProp(block, 'title', ctx)}
      {renderKids(block, ctx)}
    </blockquote>
  )
}

export function DividerBlock(block: Block) {
  return <hr className={blockClass(block, 'notion-hr')} />
}
