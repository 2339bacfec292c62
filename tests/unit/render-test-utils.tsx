// Helpers for the renderer's tests: build small record maps from a tree of block specs and render
// them to static HTML the way routes do (prepareBody, then NotionBody).
import { renderToStaticMarkup } from 'react-dom/server'
import type { ExtendedRecordMap } from 'notion-types'
import { NotionBody, prepareBody, type RenderOptions } from '@/lib/render'

export interface Spec {
  id?: string
  type: string
  title?: unknown
  properties?: Record<string, unknown>
  format?: Record<string, unknown>
  children?: Spec[]
  content?: string[]
  [key: string]: unknown
}

let counter = 0
/** A fresh dashed UUID. */
export function uid(): string {
  counter++
  return `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`
}

/** Flattens a spec tree into a record map (`{ role, value }` records). Returns the root id. */
export function buildMap(root: Spec, extra: Partial<ExtendedRecordMap> = {}): { map: ExtendedRecordMap; pageId: string } {
  const block: Record<string, unknown> = {}
  const add = (spec: Spec, parentId: string): string => {
    const { children, title, ...rest } = spec
    const id = spec.id ?? uid()
    const childIds = (children ?? []).map((child) => add(child, id))
    const properties = { ...(spec.properties ?? {}) } as Record<string, unknown>
    if (title !== undefined) properties.title = typeof title === 'string' ? [[title]] : title
    block[id] = {
      role: 'reader',
      value: {
        alive: true,
        parent_id: parentId,
        parent_table: 'block',
        created_time: 1700000000000,
        last_edited_time: 1700000000000,
        ...rest,
        id,
        properties,
        ...(childIds.length || spec.content ? { content: spec.content ?? childIds } : {}),
      },
    }
    return id
  }
  const pageId = add(root, 'space-id')
  const { block: extraBlocks, ...tables } = extra
  const map = {
    collection: {},
    collection_view: {},
    notion_user: {},
    collection_query: {},
    signed_urls: {},
    ...tables,
    block: { ...block, ...(extraBlocks ?? {}) },
  } as unknown as ExtendedRecordMap
  return { map, pageId }
}

export const testOptions: RenderOptions = {
  mapPageUrl: (id) => `/p/${id.replace(/-/g, '')}`,
  mapImageUrl: (url) => `/_img?u=${encodeURIComponent(url)}`,
}

export async function renderMap(map: ExtendedRecordMap, pageId: string, options: Partial<RenderOptions> = {}): Promise<string> {
  const prepared = await prepareBody(map, pageId, { ...testOptions, ...options })
  return renderToStaticMarkup(<NotionBody prepared={prepared} />)
}

/** Renders a page holding the given blocks; the page header is left out unless asked for. */
export async function renderBlocks(children: Spec[], options: Partial<RenderOptions> = {}, extra: Partial<ExtendedRecordMap> = {}): Promise<string> {
  const { map, pageId } = buildMap({ type: 'page', title: 'Test page', children }, extra)
  return renderMap(map, pageId, { pageHeader: false, ...options })
}

/** Text content of HTML (tags dropped, entities decoded). */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec) => String.fromCodePoint(Number(dec)))
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
}
