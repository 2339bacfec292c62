// Table view of a database: one column per shown property, widths from table_properties.
import type { RenderContext } from '../../types'
import type { ShownProperty, ViewData } from './data'
import { PropertyValue } from './property'

export function TableView({ data, properties, ctx }: { data: ViewData; properties: ShownProperty[]; ctx: RenderContext }) {
  return (
    <div className="notion-table">
      <table className="notion-table-view">
        <thead>
          <tr className="notion-table-header">
            {properties.map((p) => (
              <th key={p.id} className="notion-table-th" style={{ width: p.width ?? 120 }}>
                {p.schema.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.rows.map((row) => (
            <tr key={row.id} className="notion-table-row">
              {properties.map((p) => (
                <td key={p.id} className={`notion-table-cell notion-table-cell-${p.schema.type}`}>
                  {PropertyValue({ schema: p.schema, propertyId: p.id, row, ctx })}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
