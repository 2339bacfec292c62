// The parts of the official API's JSON (version 2025-09-03, data sources) that the converter
// reads. Deliberately looser than @notionhq/client's own types: answers are checked where they
// are used, so a missing field degrades one value instead of failing the type system or the page.

export interface Annotations {
  bold: boolean
  italic: boolean
  strikethrough: boolean
  underline: boolean
  code: boolean
  color: string
}

export interface DateValue {
  start: string
  end?: string | null
  time_zone?: string | null
}

export interface RichTextItem {
  type: string
  plain_text?: string
  href?: string | null
  annotations?: Partial<Annotations>
  text?: { content?: string; link?: { url?: string } | null }
  equation?: { expression?: string }
  mention?: {
    type: string
    page?: { id: string }
    database?: { id: string }
    user?: { id: string }
    date?: DateValue
    link_preview?: { url: string }
    link_mention?: { href: string; title?: string }
  }
}

/** A file, cover or media source: uploaded to Notion (`file`, signed, expiring) or a link. */
export interface FileObject {
  type: string
  file?: { url: string; expiry_time?: string }
  external?: { url: string }
  name?: string
  caption?: RichTextItem[]
}

export interface Icon {
  type: string
  emoji?: string
  external?: { url: string }
  file?: { url: string }
  custom_emoji?: { url: string }
}

export interface Parent {
  type: string
  page_id?: string
  block_id?: string
  database_id?: string
  data_source_id?: string
}

interface Timestamps {
  id: string
  created_time?: string
  last_edited_time?: string
  created_by?: { id: string }
  last_edited_by?: { id: string }
  archived?: boolean
  in_trash?: boolean
}

export interface PropertyValue {
  id: string
  type: string
  [value: string]: unknown
}

export interface PageObject extends Timestamps {
  object: 'page'
  parent?: Parent
  icon?: Icon | null
  cover?: FileObject | null
  properties: Record<string, PropertyValue>
}

export interface PropertySchema {
  id: string
  name: string
  type: string
  [config: string]: unknown
}

export interface DatabaseObject extends Timestamps {
  object: 'database'
  title?: RichTextItem[]
  description?: RichTextItem[]
  icon?: Icon | null
  cover?: FileObject | null
  parent?: Parent
  data_sources: Array<{ id: string; name?: string }>
}

export interface DataSourceObject extends Timestamps {
  object: 'data_source'
  title?: RichTextItem[]
  description?: RichTextItem[]
  properties: Record<string, PropertySchema>
}

export interface BlockObject extends Timestamps {
  object: 'block'
  type: string
  has_children?: boolean
  [details: string]: unknown
}
