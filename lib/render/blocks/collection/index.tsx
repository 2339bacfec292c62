// Database blocks (inline `collection_view`, full-page `collection_view_page` as the page being
// rendered), drawn on the server from the record map's collection data: the first view the map
// holds, as a table, gallery, list or board (other view types fall back to a list).
import type { Block } from 'notion-types'
import type { RenderContext } from '../../types'
import { warnOnce } from '../../log'
import { decorationsText, fmt } from '../../record'
import { blockClass } from '../shared'
import { BoardView, GalleryView, ListView } from './card-views'
import { shownProperties, viewData } from './data'
import { TableView } from './table-view'

export function CollectionViewBlock(block: Block, ctx: RenderContext) {
  const data = viewData(ctx.recordMap, block)
  if (!data) {
    warnOnce(`collection:${block.id}`, `database ${block.id} has no collection or view in the record map`)
    return null
  }
  ctx.budget.left -= data.rows.length
  const { view, collection } = data
  const properties = shownProperties(collection, view)
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
      {View({ data, properties, ctx })}
    </div>
  )
}
