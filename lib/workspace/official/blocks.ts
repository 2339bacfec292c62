// Official content blocks → the web API's block types, properties and format, so the renderer
// draws them exactly as it draws a page loaded through the web API. `content` (child ids) is
// filled in by the loader once the children are known.
import type { BlockObject, FileObject, Icon, RichTextItem } from './shapes'
import { baseBlock, type RecordBlock } from './rows'
import { blockColor, fileUrl, iconValue, toDecorations } from './rich-text'

/** Column ids of simple tables: the web API keys cells by column id, in table_block_column_order. */
const columnId = (i: number) => `col${i}`

const TEXT_TYPES: Record<string, string> = {
  paragraph: 'text',
  heading_1: 'header',
  heading_2: 'sub_header',
  heading_3: 'sub_sub_header',
  // the renderer has no fourth level; the web API's own header_4 is drawn as nothing
  heading_4: 'sub_sub_header',
  bulleted_list_item: 'bulleted_list',
  numbered_list_item: 'numbered_list',
  quote: 'quote',
  toggle: 'toggle',
  to_do: 'to_do',
  callout: 'callout',
}

const MEDIA_TYPES = new Set(['image', 'video', 'audio', 'pdf', 'file'])

/** The official API's language names are lower case; the web API (and code captions) use Notion's labels. */
const LANGUAGE_LABELS: Record<string, string> = {
  'c#': 'C#',
  'c++': 'C++',
  'f#': 'F#',
  coffeescript: 'CoffeeScript',
  css: 'CSS',
  glsl: 'GLSL',
  graphql: 'GraphQL',
  html: 'HTML',
  javascript: 'JavaScript',
  json: 'JSON',
  latex: 'LaTeX',
  livescript: 'LiveScript',
  'objective-c': 'Objective-C',
  ocaml: 'OCaml',
  php: 'PHP',
  powershell: 'PowerShell',
  scss: 'SCSS',
  sql: 'SQL',
  typescript: 'TypeScript',
  'vb.net': 'VB.Net',
  webassembly: 'WebAssembly',
  xml: 'XML',
  yaml: 'YAML',
}

export function languageLabel(language: string): string {
  return LANGUAGE_LABELS[language] ?? language.replace(/(^|[\s-])\p{L}/gu, (m) => m.toUpperCase())
}

interface Details {
  rich_text?: RichTextItem[]
  caption?: RichTextItem[]
  color?: string
  icon?: Icon | null
  is_toggleable?: boolean
  checked?: boolean
  language?: string
  expression?: string
  url?: string
  title?: string
  name?: string
  table_width?: number
  has_column_header?: boolean
  has_row_header?: boolean
  cells?: RichTextItem[][]
  width_ratio?: number
  synced_from?: { block_id?: string } | null
  page_id?: string
  database_id?: string
}

function colour(d: Details): Record<string, string> {
  return d.color && d.color !== 'default' ? { block_color: blockColor(d.color) } : {}
}

/** The web API's form of an official block, or null for what the site does not draw. */
export function convertBlock(b: BlockObject, parentId: string): RecordBlock | null {
  const d = ((b[b.type] as Details | undefined) ?? {}) as Details
  const make = (type: string, properties: Record<string, unknown> = {}, format: Record<string, unknown> = {}): RecordBlock => ({
    ...baseBlock(b, type, { parent_table: 'block', parent_id: parentId }),
    ...(Object.keys(properties).length ? { properties } : {}),
    ...(Object.keys(format).length ? { format } : {}),
  })
  const textType = TEXT_TYPES[b.type]
  if (textType) {
    const title = toDecorations(d.rich_text)
    const properties: Record<string, unknown> = title.length ? { title } : {}
    if (b.type === 'to_do') properties.checked = [[d.checked ? 'Yes' : 'No']]
    const format: Record<string, unknown> = colour(d)
    if (d.is_toggleable) format.toggleable = true
    const icon = b.type === 'callout' ? iconValue(d.icon) : null
    if (icon) format.page_icon = icon
    return make(textType, properties, format)
  }
  if (MEDIA_TYPES.has(b.type)) {
    const url = fileUrl(d as FileObject)
    if (!url) return null
    return make(
      b.type,
      { source: [[url]], ...(d.caption?.length ? { caption: toDecorations(d.caption) } : {}), ...(d.name ? { title: [[d.name]] } : {}) },
      { display_source: url },
    )
  }
  switch (b.type) {
    case 'code':
      return make('code', {
        title: toDecorations(d.rich_text),
        language: [[languageLabel(d.language ?? 'plain text')]],
        ...(d.caption?.length ? { caption: toDecorations(d.caption) } : {}),
      })
    case 'equation':
      return make('equation', { title: [[d.expression ?? '']] })
    case 'divider':
      return make('divider')
    case 'table_of_contents':
      return make('table_of_contents', {}, colour(d))
    case 'embed':
      return d.url ? make('embed', { source: [[d.url]], ...(d.caption?.length ? { caption: toDecorations(d.caption) } : {}) }, { display_source: d.url }) : null
    case 'bookmark':
    case 'link_preview':
      return d.url ? make('bookmark', { link: [[d.url]], ...(d.caption?.length ? { caption: toDecorations(d.caption) } : {}) }) : null
    case 'table': {
      const width = Math.max(0, Math.min(d.table_width ?? 0, 200))
      return make('table', {}, {
        table_block_column_order: Array.from({ length: width }, (_, i) => columnId(i)),
        table_block_column_header: !!d.has_column_header,
        table_block_row_header: !!d.has_row_header,
      })
    }
    case 'table_row':
      return make('table_row', Object.fromEntries((d.cells ?? []).map((cell, i) => [columnId(i), toDecorations(cell)])))
    case 'column_list':
      return make('column_list')
    case 'column':
      return make('column', {}, typeof d.width_ratio === 'number' ? { column_ratio: d.width_ratio } : {})
    case 'synced_block': {
      const original = d.synced_from?.block_id
      return original
        ? make('transclusion_reference', {}, { transclusion_reference_pointer: { id: original, table: 'block' } })
        : make('transclusion_container')
    }
    case 'child_page':
      return make('page', { title: [[d.title ?? '']] })
    case 'link_to_page': {
      const target = d.page_id ?? d.database_id
      return target ? make('alias', {}, { alias_pointer: { id: target, table: 'block' } }) : null
    }
    // Tabs: the official API's `tab` block holds one paragraph per tab (its text and icon are the
    // label, its children the tab's blocks). The paragraphs convert as text blocks with their
    // content, which is what the renderer reads as tabs (title = label, content = panel).
    case 'tab':
      return make('tab')
    // The breadcrumb carries nothing: the renderer draws the trail of the page it is on.
    case 'breadcrumb':
      return make('breadcrumb')
    case 'child_database':
      // An inline database is a data source of its own, which this page's integration may not
      // even be allowed to read: it is not loaded. The block keeps its place and title, and the
      // renderer shows it as a database whose data is missing (title and a notice).
      return make('collection_view', d.title ? { title: [[d.title]] } : {})
    default:
      // template, meeting notes, unsupported: nothing the site draws. Buttons are among the
      // unsupported: the official API answers a button block as `type: 'unsupported'`, with
      // neither its label nor its automation, so a site read through it cannot draw them (the
      // web API source and snapshots can).
      return null
  }
}

/** Whether the loader lists this block's children as part of the page. */
export function hasContent(b: BlockObject): boolean {
  // Sub-pages are pages of their own (loaded when visited, like the web API does); a synced
  // reference's content is its original's, loaded under the original's id.
  return !!b.has_children && b.type !== 'child_page' && b.type !== 'child_database' && !(b.type === 'synced_block' && (b.synced_block as Details | undefined)?.synced_from)
}
