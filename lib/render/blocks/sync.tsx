// Synced blocks: the container holds the content; a reference shows its container's content
// (rendered through the dispatcher, so a reference to its own ancestor is cut as a cycle).
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { warnOnce } from '../log'
import { fmt, getBlock } from '../record'
import { blockClass, renderKids } from './shared'

export function SyncContainerBlock(block: Block, ctx: RenderContext) {
  const kids = renderKids(block, ctx)
  return kids ? <div className={blockClass(block, 'notion-sync-block')}>{kids}</div> : null
}

export function SyncReferenceBlock(block: Block, ctx: RenderContext) {
  const targetId = fmt(block).transclusion_reference_pointer?.id
  const target = getBlock(ctx.recordMap, targetId)
  if (!target) {
    warnOnce(`sync:${String(targetId)}`, `synced block ${block.id} points to ${String(targetId)}, which is not in the record map`)
    return null
  }
  return ctx.render.block(target.id, ctx)
}
