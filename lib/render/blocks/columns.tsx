// Column layouts. The gap between columns is min(32px, 4vw) (set in notion.css as
// --notion-column-gap) and each column takes its ratio of the width left after the gaps:
// width = calc((100% - (n-1) * gap) * ratio). Ratios are normalised so they always fill the row.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { childIds, fmt, getBlock } from '../record'
import { blockClass, renderKids } from './shared'

export const COLUMN_GAP = 'min(32px, 4vw)'

export function ColumnListBlock(block: Block, ctx: RenderContext) {
  const columns = childIds(block)
    .map((id) => getBlock(ctx.recordMap, id))
    .filter((b): b is Block => b?.type === 'column' && !ctx.path.includes(b.id))
  if (!columns.length) return null
  const n = columns.length
  const raw = columns.map((c) => {
    const ratio = Number(fmt(c).column_ratio)
    return Number.isFinite(ratio) && ratio > 0 ? ratio : 1 / n
  })
  const total = raw.reduce((sum, r) => sum + r, 0)
  return (
    <div className={blockClass(block, 'notion-row')}>
      {columns.map((column, i) => {
        const ratio = +(raw[i] / total).toFixed(6)
        const width = n > 1 ? `calc((100% - ${n - 1} * ${COLUMN_GAP}) * ${ratio})` : '100%'
        return (
          <div key={column.id} className={blockClass(column, 'notion-column')} style={{ width }}>
            {ctx.render.block(column.id, ctx)}
          </div>
        )
      })}
    </div>
  )
}

/** A column's own content (the wrapper with its width is drawn by the column list). */
export function ColumnBlock(block: Block, ctx: RenderContext) {
  return renderKids(block, ctx)
}
