// Simple tables (`table` with `table_row` children). Columns follow table_block_column_order,
// widths and colours come from table_block_column_format (120px when unset); the first row and/or
// column become header cells when the table says so. The table keeps those widths (fixed layout,
// its width their sum) and scrolls inside its wrapper when the column it sits in is narrower.
import type { Block } from 'notion-types'
import type { RenderContext } from '../types'
import { renderRichText } from '../rich-text'
import { childIds, fmt, getBlock, prop } from '../record'
import { colorClass, cx } from '../resolve'
import { blockClass } from './shared'

export const DEFAULT_COLUMN_WIDTH = 120

export function TableBlock(block: Block, ctx: RenderContext) {
  const f = fmt(block)
  const rows = childIds(block)
    .filter((id) => !ctx.path.includes(id))
    .map((id) => getBlock(ctx.recordMap, id))
    .filter((row): row is Block => row?.type === 'table_row')
  if (!rows.length) return null

  let order: string[] = Array.isArray(f.table_block_column_order)
    ? f.table_block_column_order.filter((c: unknown): c is string => typeof c === 'string')
    : []
  // Without an order, fall back to the columns the rows actually have.
  if (!order.length) order = [...new Set(rows.flatMap((row) => Object.keys(row.properties ?? {})))]
  const columnFormat: Record<string, { width?: unknown; color?: unknown }> =
    f.table_block_column_format && typeof f.table_block_column_format === 'object' ? f.table_block_column_format : {}
  const headerRow = f.table_block_column_header === true
  const headerColumn = f.table_block_row_header === true
  const widthOf = (column: string) => {
    const width = Number(columnFormat[column]?.width)
    return Number.isFinite(width) && width > 0 ? Math.round(width) : DEFAULT_COLUMN_WIDTH
  }
  ctx.budget.left -= rows.length

  return (
    <div className={blockClass(block, 'notion-simple-table-wrapper')}>
      <table className="notion-simple-table" style={{ width: order.reduce((sum, column) => sum + widthOf(column), 0) }}>
        <tbody>
          {rows.map((row, r) => (
            <tr key={row.id} className={cx('notion-simple-table-row', colorClass(fmt(row).block_color), r === 0 && headerRow && 'notion-simple-table-header-row')}>
              {order.map((column, c) => {
                const style = { width: widthOf(column) }
                const className = cx('notion-simple-table-cell', colorClass(columnFormat[column]?.color))
                const content = renderRichText(prop(row, column), ctx)
                if ((headerRow && r === 0) || (headerColumn && c === 0)) {
                  return (
                    <th key={column} scope={headerRow && r === 0 ? 'col' : 'row'} className={className} style={style}>
                      {content}
                    </th>
                  )
                }
                return (
                  <td key={column} className={className} style={style}>
                    {content}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A row outside its table has no columns to follow; rows are drawn by TableBlock. */
export function TableRowBlock() {
  return null
}
