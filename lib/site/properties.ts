// Reading a database row's properties by their configured names. Notion keys properties by
// short ids; the collection schema maps ids to names and types.
import type { Block, Collection, ExtendedRecordMap } from 'notion-types'
import { unbox } from '@/lib/workspace/records'
import { clock, isTimeZone, zonedInstant } from './zoned-time'

type Decorations = unknown

/** Plain text of a rich-text value: `[["text", [decorations]], ...]`. Tolerates junk. */
export function plainText(value: Decorations): string {
  if (!Array.isArray(value)) return typeof value === 'string' ? value : ''
  return value
    .map((seg) => (Array.isArray(seg) && typeof seg[0] === 'string' ? (seg[0] === '‣' ? '' : seg[0]) : ''))
    .join('')
}

/** The first date decoration of a value (`["d", { start_date, start_time }]`), its wall-clock
 * date and time read as UTC: the day a post shows, whatever its zone. */
export function dateValue(value: Decorations): number | null {
  const d = dateDecoration(value)
  if (!d) return null
  const t = Date.parse(`${d.start_date}T${clock(d.start_time)}Z`)
  return Number.isNaN(t) ? null : t
}

interface NotionDate {
  start_date: string
  start_time?: string
  time_zone?: string
}

function dateDecoration(value: Decorations): NotionDate | null {
  if (!Array.isArray(value)) return null
  for (const seg of value) {
    const decorations = Array.isArray(seg) ? seg[1] : null
    if (!Array.isArray(decorations)) continue
    for (const d of decorations) if (Array.isArray(d) && d[0] === 'd' && d[1]?.start_date) return d[1] as NotionDate
  }
  return null
}

/**
 * The instant a date property names (for scheduling): its date and time on the clocks of its
 * own time zone, else of `zone` (the site's TIMEZONE); null without a date.
 */
export function dateInstant(value: Decorations, zone: string): number | null {
  const d = dateDecoration(value)
  if (!d) return null
  const own = d.time_zone && isTimeZone(d.time_zone) ? d.time_zone : zone
  return zonedInstant(d.start_date, d.start_time, own)
}

export interface SchemaIndex {
  /** property name → property id */
  idByName: Map<string, string>
  /** property id → option value → colour */
  colours: Map<string, Map<string, string>>
}

export function indexSchema(collection: Collection | undefined): SchemaIndex {
  const idByName = new Map<string, string>()
  const colours = new Map<string, Map<string, string>>()
  for (const [id, prop] of Object.entries(collection?.schema ?? {})) {
    if (!prop || typeof prop !== 'object') continue
    idByName.set(prop.name, id)
    if (Array.isArray(prop.options)) {
      colours.set(id, new Map(prop.options.map((o) => [o.value, o.color ?? 'default'])))
    }
  }
  if (!idByName.has('title')) idByName.set('title', 'title')
  return { idByName, colours }
}

export class RowReader {
  constructor(private schema: SchemaIndex, private block: Block) {}

  raw(name: string): Decorations {
    const id = this.schema.idByName.get(name) ?? (name === 'title' ? 'title' : undefined)
    return id ? (this.block.properties as Record<string, unknown> | undefined)?.[id] : undefined
  }
  text(name: string): string {
    return plainText(this.raw(name)).trim()
  }
  /** multi_select values are stored comma-separated in one text. */
  list(name: string): string[] {
    return this.text(name).split(',').map((s) => s.trim()).filter(Boolean)
  }
  date(name: string): number | null {
    return dateValue(this.raw(name))
  }
  instant(name: string, zone: string): number | null {
    return dateInstant(this.raw(name), zone)
  }
  colour(name: string, option: string): string {
    const id = this.schema.idByName.get(name)
    return (id && this.schema.colours.get(id)?.get(option)) || 'default'
  }
}

/** The database's collection, its root block and its row ids in view order. */
export function readDatabase(recordMap: ExtendedRecordMap) {
  const collections = Object.values(recordMap.collection ?? {})
  const collection = unbox<Collection>(collections[0] as never)
  const rootBlock = Object.values(recordMap.block ?? {})
    .map((b) => unbox<Block>(b as never))
    .find((b) => b && (b.type === 'collection_view_page' || b.type === 'collection_view'))
  const rowIds: string[] = []
  const seen = new Set<string>()
  for (const views of Object.values(recordMap.collection_query ?? {})) {
    for (const result of Object.values(views ?? {}) as unknown as Array<Record<string, unknown>>) {
      const group = (result?.collection_group_results ?? result) as { blockIds?: unknown[] }
      for (const id of Array.isArray(group?.blockIds) ? group.blockIds : []) {
        if (typeof id === 'string' && !seen.has(id)) (seen.add(id), rowIds.push(id))
      }
    }
  }
  return { collection, rootBlock, rowIds }
}
