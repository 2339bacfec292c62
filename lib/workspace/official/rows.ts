// Official data-source schema and page properties → the web API's collection schema and row
// blocks. Property ids are the same short ids on both APIs, URL-encoded by the official one
// ("c%25Hd" is the web API's "c%Hd"), so rows keep the keys the schema and the site model expect.
import type { Decoration } from 'notion-types'
import type { PageObject, Parent, PropertySchema, PropertyValue } from './shapes'
import { fileUrl, formattedDate, iconValue, toDecorations } from './rich-text'
import type { DateValue, FileObject, RichTextItem } from './shapes'

/** A block as the web API stores it (the fields the site model and renderer read). */
export type RecordBlock = Record<string, unknown> & { id: string; type: string; content?: string[] }

export function propertyKey(id: string): string {
  try {
    return decodeURIComponent(id)
  } catch {
    return id
  }
}

const TYPE_NAMES: Record<string, string> = {
  rich_text: 'text',
  people: 'person',
  files: 'file',
  unique_id: 'auto_increment_id',
}

export function convertSchema(properties: Record<string, PropertySchema>): Record<string, unknown> {
  const schema: Record<string, unknown> = {}
  for (const prop of Object.values(properties ?? {})) {
    if (!prop || typeof prop !== 'object' || typeof prop.id !== 'string') continue
    const config = prop[prop.type] as { options?: Array<{ id?: string; name: string; color?: string }> } | undefined
    schema[propertyKey(prop.id)] = {
      name: prop.name,
      type: TYPE_NAMES[prop.type] ?? prop.type,
      ...(Array.isArray(config?.options)
        ? { options: config.options.map((o) => ({ id: o.id, value: o.name, color: o.color ?? 'default' })) }
        : {}),
    }
  }
  return schema
}

/** `[a, ",", b]`: how the web API separates the items of a multi-valued property. */
function joined(items: Decoration[]): Decoration[] {
  return items.flatMap((d, i) => (i ? [[','] as Decoration, d] : [d]))
}

function propertyValue(p: PropertyValue): Decoration[] {
  const v = p[p.type]
  switch (p.type) {
    case 'title':
    case 'rich_text':
      return toDecorations(v as RichTextItem[])
    case 'select':
    case 'status': {
      const name = (v as { name?: string } | null)?.name
      return name ? [[name]] : []
    }
    case 'multi_select': {
      const names = Array.isArray(v) ? v.map((o: { name?: string }) => o?.name).filter(Boolean) : []
      return names.length ? [[names.join(',')]] : []
    }
    case 'date':
      return (v as DateValue | null)?.start ? [['‣', [['d', formattedDate(v as DateValue)]]]] : []
    case 'checkbox':
      return [[v ? 'Yes' : 'No']]
    case 'number':
      return typeof v === 'number' ? [[String(v)]] : []
    case 'url':
    case 'email':
    case 'phone_number':
      return typeof v === 'string' && v ? [[v]] : []
    case 'people':
      return joined((Array.isArray(v) ? v : []).map((u: { id: string }) => ['‣', [['u', u.id]]] as Decoration))
    case 'relation':
      return joined((Array.isArray(v) ? v : []).map((r: { id: string }) => ['‣', [['p', r.id]]] as Decoration))
    case 'files':
      return joined(
        (Array.isArray(v) ? (v as FileObject[]) : []).flatMap((f) => {
          const url = fileUrl(f)
          return url ? [[f.name || url, [['a', url]]] as Decoration] : []
        }),
      )
    case 'formula':
      return formulaValue(v as Record<string, unknown> | null)
    case 'unique_id': {
      const u = v as { prefix?: string | null; number?: number | null } | null
      return u?.number != null ? [[u.prefix ? `${u.prefix}-${u.number}` : String(u.number)]] : []
    }
    default:
      // created/edited times and users live on the block itself; rollups, buttons and
      // verification have no record-map form the site reads.
      return []
  }
}

function formulaValue(f: Record<string, unknown> | null): Decoration[] {
  const v = f?.[String(f?.type)]
  if (f?.type === 'date') return (v as DateValue | null)?.start ? [['‣', [['d', formattedDate(v as DateValue)]]]] : []
  if (typeof v === 'boolean') return [[v ? 'Yes' : 'No']]
  return v === null || v === undefined || v === '' ? [] : [[String(v)]]
}

/** Page properties keyed by property id, empty ones left out (as the web API does). */
export function convertProperties(properties: Record<string, PropertyValue>): Record<string, Decoration[]> {
  const out: Record<string, Decoration[]> = {}
  for (const p of Object.values(properties ?? {})) {
    if (!p || typeof p !== 'object' || typeof p.id !== 'string') continue
    const value = propertyValue(p)
    if (value.length) out[propertyKey(p.id)] = value
  }
  return out
}

const time = (iso: string | undefined) => (iso ? Date.parse(iso) || 0 : 0)

/** Where a record hangs in the web API's terms: the parent's table and id. */
export function parentOf(parent: Parent | undefined): { parent_table: string; parent_id: string } {
  switch (parent?.type) {
    case 'data_source_id':
      return { parent_table: 'collection', parent_id: parent.data_source_id ?? '' }
    case 'database_id':
      return { parent_table: 'collection', parent_id: parent.database_id ?? '' }
    case 'page_id':
      return { parent_table: 'block', parent_id: parent.page_id ?? '' }
    case 'block_id':
      return { parent_table: 'block', parent_id: parent.block_id ?? '' }
    default:
      return { parent_table: 'space', parent_id: '' }
  }
}

/** The fields every record-map block carries. */
export function baseBlock(
  o: { id: string; created_time?: string; last_edited_time?: string; created_by?: { id: string }; last_edited_by?: { id: string }; archived?: boolean; in_trash?: boolean },
  type: string,
  parent: { parent_table: string; parent_id: string },
): RecordBlock {
  return {
    id: o.id,
    type,
    version: 1,
    ...parent,
    alive: !(o.archived || o.in_trash),
    created_time: time(o.created_time),
    last_edited_time: time(o.last_edited_time),
    created_by_table: 'notion_user',
    created_by_id: o.created_by?.id ?? '',
    last_edited_by_table: 'notion_user',
    last_edited_by_id: o.last_edited_by?.id ?? '',
  }
}

/** A page (a database row, or any page) as the web API's `page` block. */
export function pageBlock(page: PageObject): RecordBlock {
  const icon = iconValue(page.icon)
  const cover = fileUrl(page.cover)
  return {
    ...baseBlock(page, 'page', parentOf(page.parent)),
    properties: convertProperties(page.properties),
    format: {
      ...(icon ? { page_icon: icon } : {}),
      ...(cover ? { page_cover: cover, page_cover_position: 0.5 } : {}),
    },
  }
}
