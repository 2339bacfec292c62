// The dispatcher: block type → renderer. It also owns what every block needs: missing blocks,
// cycles in `content`, runaway depth and budget, unsupported types (rendered as nothing and
// logged once per type), and errors inside a renderer (that block is dropped, the page lives).
// Renderers are plain functions called eagerly, so a throw is caught right here.
import { Fragment, type ReactNode } from 'react'
import type { Block } from 'notion-types'
import type { BlockRenderer, RenderContext } from './types'
import { warnOnce } from './log'
import { getBlock, own } from './record'
import { BookmarkBlock } from './blocks/bookmark'
import { BreadcrumbBlock } from './blocks/breadcrumb'
import { ButtonBlock } from './blocks/button'
import { CalloutBlock, TodoBlock, ToggleBlock } from './blocks/callout'
import { CodeBlock, EquationBlock } from './blocks/code'
import { CollectionViewBlock } from './blocks/collection'
import { ColumnBlock, ColumnListBlock } from './blocks/columns'
import { EmbedBlock } from './blocks/embed'
import { ExternalObjectBlock } from './blocks/external'
import { HeadingBlock } from './blocks/heading'
import { ImageBlock } from './blocks/image'
import { ListItemBlock, renderList } from './blocks/list'
import { AudioBlock, FileBlock, VideoBlock } from './blocks/media'
import { AliasBlock, PageBlock } from './blocks/page-link'
import { SyncContainerBlock, SyncReferenceBlock } from './blocks/sync'
import { TableBlock, TableRowBlock } from './blocks/table'
import { TabsBlock } from './blocks/tabs'
import { TableOfContentsBlock } from './blocks/toc'
import { DividerBlock, QuoteBlock, TextBlock } from './blocks/text'

const RENDERERS: Record<string, BlockRenderer> = {
  page: PageBlock,
  collection_view_page: PageBlock,
  collection_view: CollectionViewBlock,
  alias: AliasBlock,
  header: HeadingBlock,
  sub_header: HeadingBlock,
  sub_sub_header: HeadingBlock,
  header_4: HeadingBlock,
  text: TextBlock,
  quote: QuoteBlock,
  divider: DividerBlock,
  bulleted_list: ListItemBlock,
  numbered_list: ListItemBlock,
  callout: CalloutBlock,
  toggle: ToggleBlock,
  to_do: TodoBlock,
  column_list: ColumnListBlock,
  column: ColumnBlock,
  code: CodeBlock,
  equation: EquationBlock,
  image: ImageBlock,
  embed: EmbedBlock,
  tweet: EmbedBlock,
  maps: EmbedBlock,
  figma: EmbedBlock,
  typeform: EmbedBlock,
  codepen: EmbedBlock,
  excalidraw: EmbedBlock,
  gist: EmbedBlock,
  drive: EmbedBlock,
  replit: EmbedBlock,
  miro: EmbedBlock,
  video: VideoBlock,
  audio: AudioBlock,
  file: FileBlock,
  pdf: FileBlock,
  bookmark: BookmarkBlock,
  table_of_contents: TableOfContentsBlock,
  table: TableBlock,
  table_row: TableRowBlock,
  transclusion_container: SyncContainerBlock,
  transclusion_reference: SyncReferenceBlock,
  external_object_instance: ExternalObjectBlock,
  tab: TabsBlock,
  tabs: TabsBlock,
  button: ButtonBlock,
  breadcrumb: BreadcrumbBlock,
}

/** Deeper than this is either hostile or broken; Notion's UI stops far earlier. */
export const MAX_DEPTH = 48
/** Blocks (and database rows) drawn per body at most. */
export const MAX_BLOCKS = 20_000

/** Renders one block by id, or nothing (logged) when it cannot be rendered. */
export function renderBlock(id: string, ctx: RenderContext): ReactNode {
  if (ctx.path.includes(id)) {
    warnOnce(`cycle:${id}`, `block ${id} contains itself (cycle in content); not rendered again`)
    return null
  }
  if (ctx.path.length >= MAX_DEPTH || ctx.budget.left <= 0) {
    warnOnce(`limit:${ctx.pageId}`, `page ${ctx.pageId} is nested too deep or has too many blocks; the rest is not rendered`)
    return null
  }
  const block = getBlock(ctx.recordMap, id)
  if (!block) {
    warnOnce(`missing:${id}`, `block ${id} is not in the record map`)
    return null
  }
  if (block.alive === false) return null
  // own keys only: a block typed `constructor` or `toString` must not find Object's methods
  const render = own(RENDERERS, block.type)
  if (!render) {
    warnOnce(`type:${block.type}`, `unsupported block type "${block.type}" is not rendered`)
    return null
  }
  ctx.budget.left--
  try {
    return render(block, { ...ctx, path: [...ctx.path, block.id] })
  } catch (error) {
    warnOnce(`error:${block.type}:${String(error)}`, `${block.type} block ${block.id} failed to render: ${String(error)}`)
    return null
  }
}

/**
 * Renders sibling blocks. Consecutive list items of one kind are wrapped in one <ul>/<ol>, so a
 * numbered list counts across all its items.
 */
export function renderChildren(ids: readonly string[], ctx: RenderContext): ReactNode {
  const out: ReactNode[] = []
  let i = 0
  while (i < ids.length) {
    const id = ids[i]
    const type = typeOfListItem(getBlock(ctx.recordMap, id))
    if (!type) {
      const node = renderBlock(id, ctx)
      if (node !== null && node !== undefined) out.push(<Fragment key={`${id}:${i}`}>{node}</Fragment>)
      i++
      continue
    }
    const group: string[] = []
    while (i < ids.length && typeOfListItem(getBlock(ctx.recordMap, ids[i])) === type) group.push(ids[i++])
    const items = group.map((itemId, n) => <Fragment key={`${itemId}:${n}`}>{renderBlock(itemId, ctx)}</Fragment>)
    out.push(<Fragment key={`list:${group[0]}:${i}`}>{renderList(type, group, items, ctx)}</Fragment>)
  }
  return out.length ? out : null
}

function typeOfListItem(block: Block | undefined): 'bulleted_list' | 'numbered_list' | null {
  return block && block.alive !== false && (block.type === 'bulleted_list' || block.type === 'numbered_list') ? block.type : null
}
