// Column layouts. The gap between columns is min(32px, 4vw) (set in notion.css as
// --notion-column-gap) and each column takes its ratio of the width left after the gaps:
// width = calc((100% - (n-1) * gap) * ratio). Ratios are normalised so they always fill the row
// (rounded down, so they never add up to more than the row and wrap it by a hair).
//
// A row stacks its columns (each takes the full width) when it is too narrow for its narrowest
// column to get MIN_COLUMN_PX: the row is a CSS container and its class names the row width
// below which it stacks (notion.css), so a 10 % column stacks far sooner than halves do. Without
// this, narrow columns squeezed a callout to one letter a line.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { childIds, fmt, getBlock } from '../record'
import { blockClass, renderKids } from './shared'

export const COLUMN_GAP = 'min(32px, 4vw)'
/** the narrowest a column may be drawn beside the others */
export const MIN_COLUMN_PX = 160
/** the row widths notion.css can stack at (`notion-row-stack-<px>`); wider needs stack always */
export const STACK_WIDTHS = [640, 800, 960, 1200] as const

/** The row width below which columns with these ratios (summing to 1) must stack. */
export function stackBelow(ratios: readonly number[]): (typeof STACK_WIDTHS)[number] | 'always' {
  const needed = MIN_COLUMN_PX / Math.min(...ratios) + (ratios.length - 1) * 32
  return STACK_WIDTHS.find((w) => w >= needed) ?? 'always'
}

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
  const ratios = raw.map((r) => Math.floor((r / total) * 1e6) / 1e6)
  return (
    <div className={blockClass(block, 'notion-row', n > 1 && `notion-row-stack-${stackBelow(ratios)}`)}>
      {columns.map((column, i) => {
        const ratio = ratios[i]
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
