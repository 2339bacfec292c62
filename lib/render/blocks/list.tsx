// Bulleted and numbered lists. Consecutive siblings of one kind form one <ul>/<ol> so numbering
// runs across them; a nested list restarts, and its marker style (1. a. i. / • ◦ ▪) follows its
// depth through a `notion-list-depth-N` class, so the numbers stay right without client JS.
import { type ReactNode } from 'react'
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { fmt, getBlock } from '../record'
import { blockClass, renderKids, richProp } from './shared'

export function ListItemBlock(block: Block, ctx: RenderContext) {
  return (
    <li className={blockClass(block, 'notion-list-item')}>
      <div className="notion-list-item-text">{richProp(block, 'title', ctx)}</div>
      {renderKids(block, ctx)}
    </li>
  )
}

/** One list: `ids` are consecutive siblings of the same list type. */
export function renderList(type: 'bulleted_list' | 'numbered_list', ids: string[], items: ReactNode, ctx: RenderContext) {
  // Depth = how many list items of this kind enclose the list (ctx.path holds the ancestors).
  let depth = 0
  for (const id of ctx.path) if (getBlock(ctx.recordMap, id)?.type === type) depth++
  const depthClass = `notion-list-depth-${depth % 3}`
  if (type === 'bulleted_list') return <ul className={`notion-list notion-list-disc ${depthClass}`}>{items}</ul>
  const start = Number(fmt(getBlock(ctx.recordMap, ids[0])).list_start_index)
  return (
    <ol className={`notion-list notion-list-numbered ${depthClass}`} start={Number.isInteger(start) && start > 1 ? start : undefined}>
      {items}
    </ol>
  )
}
