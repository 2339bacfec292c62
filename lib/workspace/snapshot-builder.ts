// Builds snapshot record maps (see ./types.ts) from a small content DSL, in exactly the shape
// Notion's unofficial API returns: `{ role, value }` records, blocks with parent pointers and
// `content` arrays, a collection schema keyed by short property ids, and `collection_query`
// results as notion-client stores them (`{ collection_group_results: { type, blockIds } }`).
//
// Everything here is pure and deterministic: ids are hashes of seed strings and times come
// from the content's dates, so regenerating a snapshot gives identical bytes. Used by
// scripts/gen-sample.ts (the embedded health blog) and scripts/gen-workspace.ts (benchmarks).
import { createHash } from 'node:crypto'
import type {
  Block,
  CollectionPropertySchema,
  Color,
  Decoration,
  ExtendedRecordMap,
  FormattedDate,
  SubDecoration,
} from 'notion-types'
import type { SnapshotManifest } from './types'

// ---------------------------------------------------------------------------------------------
// ids

/** A dashed UUID (version 4 layout) derived from a seed string: same seed, same id. */
export function uuidFromSeed(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex').slice(0, 32).split('')
  h[12] = '4'
  h[16] = ((parseInt(h[16], 16) & 3) | 8).toString(16)
  const s = h.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

/** 32-hex form used for file names and URLs. */
export const compactId = (id: string) => id.replace(/-/g, '')

/** A small unsigned integer from a seed, for deterministic "random" versions and offsets. */
export function hashInt(seed: string, mod: number): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % mod
}

// ---------------------------------------------------------------------------------------------
// rich text

/** An inline page mention, resolved to a row id when the workspace is built. */
export interface MentionSpan {
  mention: string
}
/** An inline mention of the workspace author (a `notion_user` record). */
export interface AuthorSpan {
  author: true
}
export type Span = string | Decoration | MentionSpan | AuthorSpan

/** A text segment with any decorations: `marks('x', ['b'], ['h', 'red'])`. */
export const marks = (text: string, ...d: SubDecoration[]): Decoration => [text, d]
export const bold = (t: string) => marks(t, ['b'])
export const italic = (t: string) => marks(t, ['i'])
export const strike = (t: string) => marks(t, ['s'])
export const underline = (t: string) => marks(t, ['_'])
export const code = (t: string) => marks(t, ['c'])
export const link = (t: string, href: string) => marks(t, ['a', href])
export const color = (t: string, c: Color) => marks(t, ['h', c])
/** Notion writes inline equations as the placeholder "⁍" decorated with the TeX source. */
export const inlineEquation = (tex: string) => marks('⁍', ['e', tex])
/** Mentions are the placeholder "‣" decorated with their target. */
export const dateMention = (d: FormattedDate) => marks('‣', ['d', d])
export const userMention = (userId: string) => marks('‣', ['u', userId])
/** Link mentions carry an object (notion-types declares a string; the API sends an object). */
export const linkMention = (href: string, title: string): Decoration =>
  ['‣', [['lm', { href, title }] as unknown as SubDecoration]]
/** A mention of a row (`slug`), of a keyed child page at the top of a row's body (`slug#key`), or of an outside page (its key). */
export const pageMention = (slug: string): MentionSpan => ({ mention: slug })
export const authorMention = (): AuthorSpan => ({ author: true })

/** Plain text of a title (`‣`/`⁍` placeholders count as nothing). */
export function plainText(value: unknown): string {
  if (!Array.isArray(value)) return ''
  return value.map((s) => (Array.isArray(s) && typeof s[0] === 'string' && s[0] !== '‣' && s[0] !== '⁍' ? s[0] : '')).join('')
}

// ---------------------------------------------------------------------------------------------
// block specs: the content DSL

type Props = Record<string, unknown>

export type { Color }
/** Select-option colours as Notion stores them (blocks say `teal` for green; options say `green`). */
export type OptionColor = 'default' | 'gray' | 'brown' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'pink' | 'red'
/** A schema property; like notion-types' CollectionPropertySchema with real option colours. */
export type PropertySchema = Omit<CollectionPropertySchema, 'options'> & {
  options?: Array<{ id: string; color: OptionColor; value: string }>
}
/** A plain rich-text value: `[["text"]]`. */
export const rich = (s: string): Decoration[] => [[s]]

export interface TableSpec {
  /** column ids in display order (short strings, like Notion's) */
  columns: string[]
  widths?: number[]
  columnHeader?: boolean
  rowHeader?: boolean
  /** rows[r][c] is the rich text of one cell */
  rows: Span[][][]
}

export interface DatabaseViewSpec {
  type: 'table' | 'gallery' | 'list' | 'board'
  name: string
}

export interface DatabaseSpec {
  /** seed for the collection's ids; unique within a workspace */
  key: string
  name: string
  description?: string
  icon?: string
  /** property id → schema; must include `title` */
  schema: Record<string, PropertySchema>
  /** each row: property id → rich text, plus an optional cover and icon (for gallery cards) and the row page's body */
  rows: Array<{ properties: Record<string, Decoration[]>; cover?: string; icon?: string; body?: Body }>
  views: DatabaseViewSpec[]
}

export interface BlockSpec {
  type: Block['type']
  title?: Span[]
  properties?: Props
  format?: Props
  children?: BlockSpec[]
  /** stable name inside the page (ids are otherwise derived from the position) */
  key?: string
  /** alias: the slug of the row it links to */
  aliasOf?: string
  /** transclusion_reference: the key of a transclusion_container on the same page */
  syncOf?: string
  /** collection_view / collection_view_page: the database it shows */
  database?: DatabaseSpec
  table?: TableSpec
  /** button: what its automation does (written to the page's automation tables, as Notion sends them) */
  action?: ButtonAction
}

/**
 * A button's one action: open a sub-page of this page (by its key), open a URL, or something the
 * site must never show (a webhook: its URL, headers and body are the owner's secrets).
 */
export type ButtonAction = { openPage: string } | { openUrl: string } | { webhook: { url: string; headers: Record<string, string>; body: string } }

/** Bodies may nest arrays (helpers like `bullets` return several blocks). */
export type Body = Array<BlockSpec | Body>

export function flatten(body: Body): BlockSpec[] {
  return body.flatMap((b) => (Array.isArray(b) ? flatten(b) : [b]))
}

const spans = (s: Span | Span[]): Span[] => (Array.isArray(s) && !isDecoration(s) ? (s as Span[]) : [s as Span])
/** `["x"]` or `["x", [["b"], …]]`, as opposed to a list of spans like `["x", bold("y")]`. */
function isDecoration(s: unknown): s is Decoration {
  if (!Array.isArray(s) || typeof s[0] !== 'string' || s.length > 2) return false
  return s.length === 1 || (Array.isArray(s[1]) && s[1].every((d) => Array.isArray(d) && typeof d[0] === 'string'))
}

const textBlock =
  (type: Block['type']) =>
  (...title: Span[]): BlockSpec => ({ type, title })
export const p = textBlock('text')
export const h1 = textBlock('header')
export const h2 = textBlock('sub_header')
export const h3 = textBlock('sub_sub_header')
export const quote = textBlock('quote')

/** A list item: plain text, rich spans, or spans with nested children. */
export type ListItem = string | Span[] | { text: Span | Span[]; children: Body }
function listItems(type: 'bulleted_list' | 'numbered_list', items: ListItem[]): BlockSpec[] {
  return items.map((item) =>
    typeof item === 'object' && !Array.isArray(item)
      ? { type, title: spans(item.text), children: flatten(item.children) }
      : { type, title: spans(item) },
  )
}
export const bullets = (...items: ListItem[]) => listItems('bulleted_list', items)
export const numbered = (...items: ListItem[]) => listItems('numbered_list', items)

export const divider = (): BlockSpec => ({ type: 'divider' })
export const toc = (color?: Color): BlockSpec => ({ type: 'table_of_contents', format: color ? { block_color: color } : undefined })
export const todo = (text: Span | Span[], checked: boolean): BlockSpec => ({
  type: 'to_do',
  title: spans(text),
  properties: checked ? { checked: [['Yes']] } : {},
})
export const callout = (icon: string, text: Span | Span[], blockColor: Color = 'gray_background'): BlockSpec => ({
  type: 'callout',
  title: spans(text),
  format: { page_icon: icon, block_color: blockColor },
})
export const toggle = (title: Span | Span[], ...children: Body): BlockSpec => ({
  type: 'toggle',
  title: spans(title),
  children: flatten(children),
})
export const codeBlock = (language: string, source: string, caption?: string): BlockSpec => ({
  type: 'code',
  title: [source],
  properties: { language: [[language]], ...(caption ? { caption: [[caption]] } : {}) },
})
export const equation = (tex: string): BlockSpec => ({ type: 'equation', title: [tex] })

/** Any media/embed block (image, video, embed, tweet, maps, pdf, figma, …): source + format. */
export function media(type: Block['type'], source: string, format: Props = {}, caption?: string): BlockSpec {
  return {
    type,
    properties: { source: [[source]], ...(caption ? { caption: [[caption]] } : {}) },
    format: { display_source: source, block_full_width: false, block_page_width: true, ...format },
  }
}
export const image = (src: string, caption: string, width = 640, aspectRatio = 9 / 16): BlockSpec =>
  media('image', src, { block_width: width, block_aspect_ratio: aspectRatio, block_preserve_scale: true }, caption)

export const bookmark = (href: string, title: string, description: string, icon?: string, cover?: string): BlockSpec => ({
  type: 'bookmark',
  properties: { link: [[href]], title: [[title]], description: [[description]] },
  format: { ...(icon ? { bookmark_icon: icon } : {}), ...(cover ? { bookmark_cover: cover } : {}) },
})
/** A column list: each column is `[ratio, ...blocks]`; ratios should sum to 1. */
export const columns = (...cols: Array<[number, ...Body]>): BlockSpec => ({
  type: 'column_list',
  children: cols.map(([ratio, ...body]) => ({ type: 'column', format: { column_ratio: ratio }, children: flatten(body) })),
})
export const alias = (slug: string): BlockSpec => ({ type: 'alias', aliasOf: slug })
export const synced = (key: string, ...children: Body): BlockSpec => ({ type: 'transclusion_container', key, children: flatten(children) })
export const syncedRef = (key: string): BlockSpec => ({ type: 'transclusion_reference', syncOf: key })
/** A child page of the current page (it gets its own page record map). */
export const subpage = (title: string, icon: string, ...children: Body): BlockSpec => ({
  type: 'page',
  title: [title],
  format: { page_icon: icon },
  children: flatten(children),
})
export const inlineDatabase = (db: DatabaseSpec): BlockSpec => ({ type: 'collection_view', database: db })
export const fullPageDatabase = (db: DatabaseSpec): BlockSpec => ({ type: 'collection_view_page', database: db })
export const table = (t: TableSpec): BlockSpec => ({ type: 'table', table: t })
export const githubObject = (url: string, name: string): BlockSpec => ({
  type: 'external_object_instance',
  format: {
    uri: url,
    domain: 'github.com',
    original_url: url,
    attributes: [{ id: 'title', name: 'Name', type: 'inline', format: { type: 'title', section: 'title' }, values: [name] }],
  },
})
/** Returns the block with a text or background colour. */
/** Tabs: each `[label, ...blocks]` is one tab (a block titled with the label, holding its blocks). */
export const tabs = (...items: Array<[string, ...Body]>): BlockSpec => ({
  type: 'tab',
  children: items.map(([label, ...body]) => ({ type: 'text', title: [label], children: flatten(body) })),
})
export const button = (label: string, action: ButtonAction, blockColor?: Color): BlockSpec => ({
  type: 'button',
  title: [label],
  action,
  format: blockColor ? { block_color: blockColor } : undefined,
})
export const breadcrumb = (): BlockSpec => ({ type: 'breadcrumb' })
export const colored = (block: BlockSpec, c: Color): BlockSpec => ({ ...block, format: { ...block.format, block_color: c } })

// ---------------------------------------------------------------------------------------------
// the workspace database

/** Property names of the blog database (the site model reads rows by these names). */
export const PROPERTY_NAMES = ['title', 'type', 'status', 'summary', 'slug', 'category', 'date', 'tags', 'icon', 'password'] as const
export type PropertyName = (typeof PROPERTY_NAMES)[number]

/** Short property ids as Notion would generate them; readers must map names → ids via the schema. */
export const PROPERTY_IDS: Record<PropertyName, string> = {
  title: 'title',
  type: 'vQ~a',
  status: 'G@xR',
  summary: 'y=Pn',
  slug: 'Lk;2',
  category: 'c%Hd',
  date: 'Ow}t',
  tags: 'NfB^',
  icon: 'i:Mx',
  password: 'Xq?9',
}

export type RowType = 'Post' | 'Page' | 'Notice' | 'Menu' | 'SubMenu'
export type RowStatus = 'Published' | 'Invisible' | 'Draft'

export interface RowSpec {
  /** seed for the row id; defaults to the slug (menus and notices need their own) */
  key?: string
  title: string
  type: RowType
  status: RowStatus
  slug?: string
  summary?: string
  category?: string
  /** yyyy-MM-dd */
  date?: string
  tags?: string[]
  icon?: string
  password?: string
  /** root-relative or absolute image URL */
  cover?: string
  body?: Body
}

export interface WorkspaceSpec {
  /** seed for every id in the workspace */
  namespace: string
  title: string
  description: string
  icon: string
  cover: string
  /** ISO time written to snapshot.json (fixed, for byte-identical output) */
  createdAt: string
  author: { givenName: string; familyName: string; email: string; photo: string }
  categories: Record<string, OptionColor>
  tags: Record<string, OptionColor>
  rows: RowSpec[]
  /**
   * Pages of the same workspace that are not in the blog's database (a private note, another
   * project): a post may mention them (`pageMention(key)`), the site must never show them.
   */
  outside?: Array<{ key: string; title: string; body: Body }>
}

export interface BuiltSnapshot {
  manifest: SnapshotManifest
  database: ExtendedRecordMap
  /** dashed page id → that page's record map (rows, child pages, child databases, inline rows) */
  pages: Map<string, ExtendedRecordMap>
}

const TYPE_COLORS: Record<RowType, OptionColor> = { Post: 'blue', Page: 'green', Notice: 'yellow', Menu: 'purple', SubMenu: 'pink' }
const STATUS_COLORS: Record<RowStatus, OptionColor> = { Published: 'green', Invisible: 'gray', Draft: 'red' }

type Rec = Record<string, unknown> & { id: string }
const box = <T>(value: T) => ({ role: 'reader' as const, value })

function emptyMap(): ExtendedRecordMap {
  return { block: {}, collection: {}, collection_view: {}, notion_user: {}, collection_query: {}, signed_urls: {} }
}

function put(map: Record<string, unknown>, rec: Rec) {
  map[rec.id] = box(rec)
}

/**
 * Puts a page's own block first: notion-utils and react-notion-x take the first block of a
 * page record map as the page (loadPageChunk returns it first too).
 */
function putFirst(map: ExtendedRecordMap, rec: Rec) {
  const { [rec.id]: _, ...rest } = map.block
  map.block = { [rec.id]: box(rec), ...rest } as ExtendedRecordMap['block']
}

/** Everything a compile step needs: the id namespace, times and the target record map. */
interface Ctx {
  ns: string
  spaceId: string
  userId: string
  time: { created: number; edited: number }
  /** slug → row id (for mentions and aliases) */
  resolve: (slug: string) => string
  map: ExtendedRecordMap
  /** row ids this page mentions or links to; their blocks are added to the map */
  referenced: Set<string>
  /** record maps of child pages created while compiling (child pages, databases, inline rows) */
  pages: Map<string, ExtendedRecordMap>
  /** the seed for ids of blocks on this page */
  pageKey: string
  /** every page map → the rows it references (filled in once all rows exist) */
  refs: Map<ExtendedRecordMap, Set<string>>
}

function baseBlock(ctx: Ctx, id: string, type: string, parentId: string, parentTable: string): Rec {
  return {
    id,
    version: 1 + hashInt(`v/${id}`, 40),
    type,
    created_time: ctx.time.created,
    last_edited_time: ctx.time.edited,
    parent_id: parentId,
    parent_table: parentTable,
    alive: true,
    created_by_table: 'notion_user',
    created_by_id: ctx.userId,
    last_edited_by_table: 'notion_user',
    last_edited_by_id: ctx.userId,
    space_id: ctx.spaceId,
  }
}

const decorationsPlain = (title: Span[] | undefined) => (title ?? []).map((s) => (typeof s === 'string' ? s : Array.isArray(s) ? s[0] : '')).join('')

function toDecorations(title: Span[], ctx: Ctx): Decoration[] {
  return title.map((s): Decoration => {
    if (typeof s === 'string') return [s]
    if ('mention' in s) {
      const id = ctx.resolve(s.mention)
      ctx.referenced.add(id)
      return ['‣', [['p', id]]]
    }
    if ('author' in s) return ['‣', [['u', ctx.userId]]]
    return s
  })
}

/** Compiles a list of specs into blocks under `parentId`; returns their ids in order. */
function compileBlocks(specs: BlockSpec[], parentId: string, ctx: Ctx, path: string): string[] {
  return specs.map((spec, i) => compileBlock(spec, parentId, ctx, `${path}.${i}`))
}

function compileBlock(spec: BlockSpec, parentId: string, ctx: Ctx, path: string): string {
  const id = uuidFromSeed(`${ctx.ns}/block/${ctx.pageKey}/${spec.key ? `key:${spec.key}` : path}`)
  const block = baseBlock(ctx, id, spec.type, parentId, 'block')
  const properties: Props = { ...(spec.title ? { title: toDecorations(spec.title, ctx) } : {}), ...spec.properties }
  let format: Props | undefined = spec.format && Object.keys(spec.format).length ? { ...spec.format } : undefined

  if (spec.type === 'alias') {
    const target = ctx.resolve(spec.aliasOf ?? '')
    ctx.referenced.add(target)
    format = { alias_pointer: { id: target, table: 'block', spaceId: ctx.spaceId } }
  } else if (spec.type === 'transclusion_reference') {
    const target = uuidFromSeed(`${ctx.ns}/block/${ctx.pageKey}/key:${spec.syncOf}`)
    format = { transclusion_reference_pointer: { id: target, table: 'block', spaceId: ctx.spaceId } }
  } else if (spec.type === 'table' && spec.table) {
    const t = spec.table
    format = {
      table_block_row_header: t.rowHeader ?? false,
      table_block_column_header: t.columnHeader ?? true,
      table_block_column_order: t.columns,
      table_block_column_format: Object.fromEntries(t.columns.map((c, i) => [c, { width: t.widths?.[i] ?? 160 }])),
      ...format,
    }
    block.content = t.rows.map((cells, r) => {
      const rowId = uuidFromSeed(`${ctx.ns}/block/${ctx.pageKey}/${path}.row${r}`)
      const row = baseBlock(ctx, rowId, 'table_row', id, 'block')
      row.properties = Object.fromEntries(t.columns.map((c, ci) => [c, toDecorations(cells[ci] ?? [], ctx)]))
      put(ctx.map.block, orderKeys(row))
      return rowId
    })
  } else if (spec.type === 'button' && spec.action) {
    const automationId = uuidFromSeed(`${ctx.ns}/automation/${ctx.pageKey}/${path}`)
    const actionId = uuidFromSeed(`${ctx.ns}/automation_action/${ctx.pageKey}/${path}`)
    const a = spec.action
    const [type, config] =
      'openPage' in a
        ? ['open_page', { target: { type: 'page', pageId: uuidFromSeed(`${ctx.ns}/block/${ctx.pageKey}/key:${a.openPage}`) } }]
        : 'openUrl' in a
          ? ['open_page', { target: { type: 'url', url: a.openUrl } }]
          : ['send_webhook', { url: a.webhook.url, headers: Object.entries(a.webhook.headers).map(([key, value]) => ({ key, value })), body: a.webhook.body }]
    const tables = ctx.map as unknown as Record<string, Record<string, unknown>>
    tables.automation ??= {}
    tables.automation_action ??= {}
    const record = { alive: true, space_id: ctx.spaceId, parent_id: id, parent_table: 'block' }
    put(tables.automation, { id: automationId, version: 1, ...record, properties: { name: [[decorationsPlain(spec.title)]] }, action_ids: [actionId] })
    put(tables.automation_action, { id: actionId, version: 1, type, config, ...record, parent_id: automationId, parent_table: 'automation' })
    format = { ...format, automation_id: automationId }
  } else if (spec.database) {
    const db = compileDatabase(spec.database, id, ctx)
    block.view_ids = db.viewIds
    block.collection_id = db.collectionId
    format = { ...format, collection_pointer: { id: db.collectionId, table: 'collection', spaceId: ctx.spaceId } }
  }

  if (Object.keys(properties).length) block.properties = properties
  if (format) block.format = format
  if (spec.type === 'page') {
    // A child page: the parent's record map holds only the page block; its content lives in
    // its own page record map, as loadPageChunk returns it.
    const child = childPage(ctx, `${ctx.pageKey}/${path}`)
    block.content = compileBlocks(spec.children ?? [], id, child, 'c')
    putFirst(child.map, orderKeys(block))
    ctx.pages.set(id, child.map)
  } else if (spec.children?.length) {
    block.content = compileBlocks(spec.children, id, ctx, path)
  }
  put(ctx.map.block, orderKeys(block))
  if (spec.type === 'collection_view_page') {
    // A full-page database is a page of its own too: the block, its collection, views and rows.
    const own = childPage(ctx, `${ctx.pageKey}/${path}`)
    for (const table of ['block', 'collection', 'collection_view'] as const) {
      for (const [k, v] of Object.entries(ctx.map[table])) {
        const rec = unboxed(v)
        if (k === id || rec.parent_id === id || (table === 'block' && rec.parent_id === block.collection_id)) {
          ;(own.map[table] as Record<string, unknown>)[k] = v
        }
      }
    }
    own.map.collection_query[block.collection_id as string] = ctx.map.collection_query[block.collection_id as string]
    putFirst(own.map, orderKeys(block))
    ctx.pages.set(id, own.map)
  }
  return id
}

const unboxed = (v: unknown) => ((v as { value: Rec }).value ?? {}) as Rec

/** A context for a page created inside another one (same ids, times and shared outputs). */
function childPage(ctx: Ctx, pageKey: string): Ctx {
  const map = emptyMap()
  map.notion_user = { ...ctx.map.notion_user }
  const referenced = new Set<string>()
  ctx.refs.set(map, referenced)
  return { ...ctx, map, referenced, pageKey }
}

/** Key order like Notion's responses (id, version, type, properties, content, format, …). */
function orderKeys(rec: Rec): Rec {
  const first = ['id', 'version', 'type', 'properties', 'content', 'format', 'view_ids', 'collection_id']
  const out: Rec = { id: rec.id }
  for (const k of first) if (k in rec) out[k] = rec[k]
  for (const k of Object.keys(rec)) if (!(k in out)) out[k] = rec[k]
  return out
}

/** A collection, its views, its query results and its rows, added to `ctx.map`. */
function compileDatabase(spec: DatabaseSpec, parentBlockId: string, ctx: Ctx) {
  const collectionId = uuidFromSeed(`${ctx.ns}/collection/${spec.key}`)
  const viewIds = spec.views.map((_, i) => uuidFromSeed(`${ctx.ns}/view/${spec.key}/${i}`))
  const rowIds = spec.rows.map((_, i) => uuidFromSeed(`${ctx.ns}/dbrow/${spec.key}/${i}`))
  const collection: Rec = {
    id: collectionId,
    version: 1 + hashInt(collectionId, 40),
    name: [[spec.name]],
    ...(spec.description ? { description: [[spec.description]] } : {}),
    ...(spec.icon ? { icon: spec.icon } : {}),
    schema: spec.schema,
    parent_id: parentBlockId,
    parent_table: 'block',
    alive: true,
    space_id: ctx.spaceId,
  }
  put(ctx.map.collection, collection)
  const propIds = Object.keys(spec.schema)
  spec.views.forEach((v, i) => {
    put(ctx.map.collection_view, viewRecord(viewIds[i], v, propIds, parentBlockId, ctx))
  })
  ctx.map.collection_query[collectionId] = Object.fromEntries(viewIds.map((vid) => [vid, queryResult(rowIds)])) as never
  spec.rows.forEach((r, i) => {
    const row = baseBlock(ctx, rowIds[i], 'page', collectionId, 'collection')
    row.properties = r.properties
    if (r.cover || r.icon) row.format = { ...(r.icon ? { page_icon: r.icon } : {}), ...(r.cover ? { page_cover: r.cover, page_cover_position: 0.5 } : {}) }
    // Each row is a page a reader can open: give it a record map of its own, with its body.
    const own = childPage(ctx, `${ctx.pageKey}/db:${spec.key}/${i}`)
    if (r.body) row.content = compileBlocks(flatten(r.body), rowIds[i], own, 'c')
    put(ctx.map.block, orderKeys(row))
    putFirst(own.map, orderKeys(row))
    put(own.map.collection, collection)
    ctx.pages.set(rowIds[i], own.map)
  })
  return { collectionId, viewIds }
}

function viewRecord(id: string, v: DatabaseViewSpec, propIds: string[], parentId: string, ctx: Ctx): Rec {
  const props = propIds.map((property) => ({ property, visible: true, ...(v.type === 'table' ? { width: property === 'title' ? 240 : 160 } : {}) }))
  const format: Props =
    v.type === 'table'
      ? { table_wrap: true, table_properties: props }
      : v.type === 'gallery'
        ? { gallery_cover: { type: 'page_cover' }, gallery_cover_size: 'medium', gallery_cover_aspect: 'cover', gallery_properties: props }
        : v.type === 'list'
          ? { list_properties: props }
          : { board_properties: props }
  return {
    id,
    version: 1 + hashInt(id, 20),
    type: v.type,
    name: v.name,
    format,
    parent_id: parentId,
    parent_table: 'block',
    alive: true,
    page_sort: [],
    query2: {},
    space_id: ctx.spaceId,
  }
}

/** What notion-client stores per view: the `reducerResults` of queryCollection. */
function queryResult(blockIds: string[]) {
  return { collection_group_results: { type: 'results', blockIds, hasMore: false } }
}

const DAY = 86_400_000
function dayStart(date: string): number {
  const t = Date.parse(`${date}T00:00:00Z`)
  if (Number.isNaN(t)) throw new Error(`bad date: ${date}`)
  return t
}

const richText = rich

function rowProperties(row: RowSpec): Props {
  const P = PROPERTY_IDS
  const out: Props = { [P.title]: richText(row.title), [P.type]: richText(row.type), [P.status]: richText(row.status) }
  if (row.summary) out[P.summary] = richText(row.summary)
  if (row.slug) out[P.slug] = richText(row.slug)
  if (row.category) out[P.category] = richText(row.category)
  if (row.date) out[P.date] = [['‣', [['d', { type: 'date', start_date: row.date }]]]]
  if (row.tags?.length) out[P.tags] = richText(row.tags.join(','))
  if (row.icon) out[P.icon] = richText(row.icon)
  if (row.password) out[P.password] = richText(row.password)
  return out
}

function option(ns: string, prop: string, value: string, c: OptionColor) {
  return { id: uuidFromSeed(`${ns}/option/${prop}/${value}`), color: c, value }
}

function schema(spec: WorkspaceSpec): Record<string, PropertySchema> {
  const P = PROPERTY_IDS
  const ns = spec.namespace
  const opts = (prop: string, colors: Record<string, OptionColor>) =>
    Object.entries(colors).map(([value, c]) => option(ns, prop, value, c))
  return {
    [P.title]: { name: 'title', type: 'title' },
    [P.type]: { name: 'type', type: 'select', options: opts('type', TYPE_COLORS) },
    [P.status]: { name: 'status', type: 'select', options: opts('status', STATUS_COLORS) },
    [P.summary]: { name: 'summary', type: 'text' },
    [P.slug]: { name: 'slug', type: 'text' },
    [P.category]: { name: 'category', type: 'select', options: opts('category', spec.categories) },
    [P.date]: { name: 'date', type: 'date' },
    [P.tags]: { name: 'tags', type: 'multi_select', options: opts('tags', spec.tags) },
    [P.icon]: { name: 'icon', type: 'text' },
    [P.password]: { name: 'password', type: 'text' },
  }
}

export const rowIdFor = (namespace: string, key: string) => uuidFromSeed(`${namespace}/row/${key}`)

/**
 * Builds the whole snapshot: database.json (root `collection_view_page`, the collection, one
 * table view, its query result and every row's block) and one record map per page.
 */
export function buildWorkspace(spec: WorkspaceSpec): BuiltSnapshot {
  const ns = spec.namespace
  const spaceId = uuidFromSeed(`${ns}/space`)
  const userId = uuidFromSeed(`${ns}/user`)
  const rootId = uuidFromSeed(`${ns}/root`)
  const collectionId = uuidFromSeed(`${ns}/collection/main`)
  const viewId = uuidFromSeed(`${ns}/view/main/0`)
  const createdAt = Date.parse(spec.createdAt)

  // Posts and pages are addressable by slug (for mentions and aliases); every row needs a
  // unique key because its id is derived from it.
  const slugIds = new Map<string, string>()
  const seen = new Set<string>()
  const rowIds = spec.rows.map((row) => {
    const key = row.key ?? row.slug
    if (!key) throw new Error(`row "${row.title}" needs a slug or a key`)
    const id = rowIdFor(ns, key)
    if (seen.has(id)) throw new Error(`duplicate row key: ${key}`)
    seen.add(id)
    if (row.slug && (row.type === 'Post' || row.type === 'Page')) slugIds.set(row.slug, id)
    return id
  })
  const outsideIds = new Map((spec.outside ?? []).map((o) => [o.key, uuidFromSeed(`${ns}/outside/${o.key}`)]))
  const resolve = (target: string) => {
    // `slug#key`: a keyed child page at the top of that row's body (ids follow compileBlock's seed)
    const [slug, key] = target.split('#')
    const id = slugIds.get(slug) ?? outsideIds.get(slug)
    if (!id) throw new Error(`mention or alias of unknown slug: ${target}`)
    if (!key) return id
    const row = spec.rows.find((r) => r.slug === slug)!
    return uuidFromSeed(`${ns}/block/row:${row.key ?? row.slug}/key:${key}`)
  }

  const user: Rec = {
    id: userId,
    version: 12,
    email: spec.author.email,
    given_name: spec.author.givenName,
    family_name: spec.author.familyName,
    profile_photo: spec.author.photo,
    onboarding_completed: true,
    mobile_onboarding_completed: true,
  }
  const collection: Rec = {
    id: collectionId,
    version: 1 + hashInt(collectionId, 90),
    name: [[spec.title]],
    description: [[spec.description]],
    icon: spec.icon,
    cover: spec.cover,
    schema: schema(spec),
    format: { collection_page_properties: PROPERTY_NAMES.filter((n) => n !== 'title').map((n) => ({ property: PROPERTY_IDS[n], visible: true })) },
    parent_id: rootId,
    parent_table: 'block',
    alive: true,
    space_id: spaceId,
  }

  const database = emptyMap()
  put(database.notion_user, user)
  put(database.collection, collection)
  const pages = new Map<string, ExtendedRecordMap>()
  const rowBlocks = new Map<string, Rec>()
  const refs = new Map<ExtendedRecordMap, Set<string>>()

  spec.rows.forEach((row, i) => {
    const id = rowIds[i]
    const base = row.date ? dayStart(row.date) + 9 * 3_600_000 : createdAt - (spec.rows.length - i) * DAY
    const time = { created: base + hashInt(`${id}/c`, 3_600_000), edited: base + hashInt(`${id}/e`, 14) * DAY + 3_600_000 * 2 }
    const map = emptyMap()
    put(map.notion_user, user)
    const referenced = new Set<string>()
    refs.set(map, referenced)
    const ctx: Ctx = { ns, spaceId, userId, time, resolve, map, referenced, pages, refs, pageKey: `row:${row.key ?? row.slug}` }
    const content = compileBlocks(flatten(row.body ?? []), id, ctx, 'b')
    const block = baseBlock(ctx, id, 'page', collectionId, 'collection')
    block.properties = rowProperties(row)
    if (content.length) block.content = content
    const format: Props = {}
    if (row.icon && !/^(https?:|\/)/.test(row.icon)) format.page_icon = row.icon
    if (row.cover) Object.assign(format, { page_cover: row.cover, page_cover_position: 0.5 })
    if (Object.keys(format).length) block.format = format
    block.permissions = [{ role: 'reader', type: 'public_permission', allow_duplicate: false }]
    const rec = orderKeys(block)
    rowBlocks.set(id, rec)
    putFirst(map, rec)
    put(map.collection, collection)
    pages.set(id, map)
    put(database.block, rec)
  })

  // Pages of the workspace outside the database: top-level pages of the space.
  for (const o of spec.outside ?? []) {
    const id = outsideIds.get(o.key)!
    const map = emptyMap()
    put(map.notion_user, user)
    const ctx: Ctx = { ns, spaceId, userId, time: { created: createdAt, edited: createdAt }, resolve, map, referenced: new Set(), pages, refs, pageKey: `outside:${o.key}` }
    refs.set(map, ctx.referenced)
    const block = baseBlock(ctx, id, 'page', spaceId, 'space')
    block.properties = { title: [[o.title]] }
    const content = compileBlocks(flatten(o.body), id, ctx, 'b')
    if (content.length) block.content = content
    putFirst(map, orderKeys(block))
    pages.set(id, map)
  }

  // Mentioned/aliased pages travel with the page (as Notion includes them), so titles resolve.
  const blockOf = (id: string) => rowBlocks.get(id) ?? (pages.get(id) ? unboxed(pages.get(id)!.block[id]) : undefined)
  for (const [map, ids] of refs) {
    for (const ref of ids) {
      const rec = blockOf(ref)
      if (!rec) throw new Error(`mention or alias of a page that was not built: ${ref}`)
      if (!map.block[ref]) put(map.block, rec)
    }
  }

  const root: Rec = {
    id: rootId,
    version: 1 + hashInt(rootId, 200),
    type: 'collection_view_page',
    view_ids: [viewId],
    collection_id: collectionId,
    format: {
      page_icon: spec.icon,
      page_cover: spec.cover,
      page_cover_position: 0.5,
      page_full_width: true,
      collection_pointer: { id: collectionId, table: 'collection', spaceId },
    },
    permissions: [{ role: 'reader', type: 'public_permission', allow_duplicate: false }],
    created_time: createdAt - 1200 * DAY,
    last_edited_time: createdAt,
    parent_id: spaceId,
    parent_table: 'space',
    alive: true,
    created_by_table: 'notion_user',
    created_by_id: userId,
    last_edited_by_table: 'notion_user',
    last_edited_by_id: userId,
    space_id: spaceId,
  }
  putFirst(database, root)
  put(database.collection_view, {
    id: viewId,
    version: 7,
    type: 'table',
    name: '全部',
    format: {
      table_wrap: true,
      table_properties: PROPERTY_NAMES.map((n) => ({ property: PROPERTY_IDS[n], visible: n !== 'password', width: n === 'title' ? 280 : 140 })),
    },
    parent_id: rootId,
    parent_table: 'block',
    alive: true,
    page_sort: rowIds,
    query2: {},
    space_id: spaceId,
  })
  database.collection_query[collectionId] = { [viewId]: queryResult(rowIds) } as never

  return {
    manifest: { rootPageId: rootId, collectionId, collectionViewId: viewId, createdAt: spec.createdAt },
    database,
    pages,
  }
}

/** Serialises a record map the same way every time (one-space indented JSON: readable diffs, small files). */
export const toJson = (value: unknown) => `${JSON.stringify(value, null, 1)}\n`
