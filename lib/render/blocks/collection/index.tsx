// Database blocks (inline `collection_view`, full-page `collection_view_page` as the page being
// rendered), drawn on the server from the record map's collection data: the first view the map
// holds, as a table, gallery, list or board (other view types fall back to a list). A view of
// the site's own database shows only what readers may see of it (data.ts forReaders).
import type { Block } from 'notion-types'
import type { RenderContext } from '../../types'
import { warnOnce } from '../../log'
import { decorationsText, fmt } from '../../record'
import { blockClass } from '../shared'
import { BoardView, GalleryView, ListView } from './card-views'
import { forReaders, shownProperties, viewData } from './data'
import { TableView } from './table-view'

export function CollectionViewBlock(block: Block, ctx: RenderContext) {
  const data = viewData(ctx.recordMap, block)
  if ('missing' in data) {
    warnOnce(`collection:${block.id}`, `database ${block.id} has no ${data.missing === 'rows' ? 'rows (its query failed)' : data.missing} in the record map; shown as unavailable`)
    return <DatabaseUnavailable block={block} name={data.name} ctx={ctx} />
  }
  ctx.budget.left -= data.rows.length
  const { view, collection } = data
  const shown = forReaders(data, shownProperties(collection, view), ctx)
  const properties = shown.properties
  const name = decorationsText(collection.name)
  // The page header already shows a full-page database's name.
  const showName =
    name && block.id !== ctx.pageId && !fmt(block).hide_inline_collection_name && !(view.format as { hide_linked_collection_name?: boolean } | undefined)?.hide_linked_collection_name
  const View = view.type === 'table' ? TableView : view.type === 'gallery' ? GalleryView : view.type === 'board' ? BoardView : ListView
  return (
    <div className={blockClass(block, 'notion-collection', `notion-collection-view-${view.type}`)}>
      {showName ? (
        <div className="notion-collection-header">
          <span className="notion-collection-header-title">{name}</span>
        </div>
      ) : null}
      {View({ data: shown.data, properties, ctx })}
    </div>
  )
}

/**
 * A database whose data is missing (a linked view the viewer cannot read, a deleted source, a
 * capture without it): its title and one quiet line, so the page around it reads on.
 */
function DatabaseUnavailable({ block, name, ctx }: { block: Block; name: string; ctx: RenderContext }) {
  const showName = name && block.id !== ctx.pageId
  return (
    <div className={blockClass(block, 'notion-collection', 'notion-collection-unavailable')} data-database-unavailable="">
      {showName ? (
        <div className="notion-collection-header">
          <span className="notion-collection-header-title">{name}</span>
        </div>
      ) : null}
      <p className="notion-collection-unavailable-note">{ctx.labels.databaseUnavailable}</p>
    </div>
  )
}
