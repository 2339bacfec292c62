// A page's body as plain text, for the search index: one block per line, in reading order.
// The caller must not call this for locked posts (their search text stays empty until unlock,
// and the index never holds it).
import { getBlock, type AnyRecordMap } from '@/lib/render/record'

/** The part of a record map we read. Entries are `{ role, value: block }` or, in Notion's 2026
 * wire format, `{ spaceId, value: { value: block, role } }`. */
export interface RecordMapLike {
  block?: Record<string, unknown>
}

interface BlockLike {
  id?: string
  type?: string
  alive?: boolean
  parent_id?: string
  content?: unknown
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
}

/** Mention (‣) and inline equation (⁍) placeholders: markers, not words. */
const PLACEHOLDERS = new Set(['‣', '⁍'])
/** Blocks whose children belong to another page or database: title only, no descent. */
const NO_DESCENT = new Set(['page', 'collection_view_page', 'collection_view', 'alias'])
/** Blocks that contribute nothing readable. */
const SKIP = new Set(['collection_view', 'alias', 'divider', 'table_of_contents', 'breadcrumb'])
/** Media blocks: their `title` is an uploaded file's name or a URL; only the caption is text. */
const CAPTION_ONLY = new Set(['image', 'video', 'audio', 'embed', 'pdf', 'drive', 'figma', 'maps', 'codepen', 'gist', 'tweet', 'typeform', 'excalidraw', 'miro', 'replit'])
/** Upper bound on blocks walked: a malformed or hostile map cannot stall a rebuild. */
const MAX_BLOCKS = 100_000

export function recordMapToPlainText(recordMap: RecordMapLike | null | undefined, pageId: string): string {
  const blocks = recordMap?.block
  if (!blocks || typeof blocks !== 'object') return ''
  const get = (id: unknown): BlockLike | null => (typeof id === 'string' ? ((getBlock({ block: blocks } as AnyRecordMap, id) as BlockLike | undefined) ?? null) : null)

  const root = get(pageId)
  if (!root) return ''
  const lines: string[] = []
  const seen = new Set<string>([root.id ?? pageId])
  // an explicit stack (children pushed in reverse) keeps document order without recursion,
  // so deeply nested pages cannot overflow the call stack
  const stack: string[] = childIds(root).reverse()
  let walked = 0

  while (stack.length > 0 && walked < MAX_BLOCKS) {
    const id = stack.pop() as string
    if (seen.has(id)) continue // cycles and blocks referenced twice
    seen.add(id)
    const block = get(id)
    if (!block || block.alive === false) continue
    walked++
    const type = block.type ?? ''

    if (!SKIP.has(type)) {
      const line = type === 'table_row' ? tableRowText(block, get(block.parent_id)) : blockText(block)
      if (line.trim()) lines.push(line)
    }

    if (type === 'transclusion_reference') {
      // a synced block shown here: its content lives under the referenced container
      const pointer = block.format?.transclusion_reference_pointer as { id?: unknown } | undefined
      if (typeof pointer?.id === 'string') stack.push(pointer.id)
      continue
    }
    if (NO_DESCENT.has(type)) continue
    for (const child of childIds(block).reverse()) stack.push(child)
  }
  return lines.join('\n')
}

/** Plain text of Notion rich text `[[text, decorations?], ...]`, placeholders dropped. */
export function richTextToPlain(value: unknown): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : ''
  let out = ''
  for (const seg of value) {
    const text = Array.isArray(seg) ? seg[0] : seg
    if (typeof text === 'string' && !PLACEHOLDERS.has(text)) out += text
  }
  return out
}

function blockText(block: BlockLike): string {
  const props = block.properties
  if (!props) return ''
  const title = CAPTION_ONLY.has(block.type ?? '') ? '' : richTextToPlain(props.title)
  const caption = richTextToPlain(props.caption)
  return title && caption ? `${title}\n${caption}` : title || caption
}

function tableRowText(row: BlockLike, table: BlockLike | null): string {
  const props = row.properties ?? {}
  const order = table?.format?.table_block_column_order
  const columns = Array.isArray(order) ? order.filter((c): c is string => typeof c === 'string') : Object.keys(props)
  return columns
    .map((c) => richTextToPlain(props[c]).trim())
    .filter(Boolean)
    .join(' ')
}

function childIds(block: BlockLike): string[] {
  return Array.isArray(block.content) ? block.content.filter((c): c is string => typeof c === 'string') : []
}

