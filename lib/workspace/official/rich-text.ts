// Official API rich text, dates, colours, files and icons → the web API's record-map values.
// Rich text becomes Notion's decoration format `[[text, [[mark], …]], …]`: bold ["b"], italic
// ["i"], strikethrough ["s"], underline ["_"], code ["c"], link ["a", url], colour ["h", colour];
// mentions are "‣" with ["p", page] / ["u", user] / ["d", date], inline equations "⁍" ["e", tex].
import type { Decoration, FormattedDate, SubDecoration } from 'notion-types'
import type { DateValue, FileObject, Icon, RichTextItem } from './shapes'

/** The web API names the official API's green "teal" in text and block colours. */
export function blockColor(color: string): string {
  return color.replace(/^green(?=$|_background$)/, 'teal')
}

export function toDecorations(items: RichTextItem[] | null | undefined): Decoration[] {
  if (!Array.isArray(items)) return []
  const out: Decoration[] = []
  for (const item of items) {
    const d = item && typeof item === 'object' ? toDecoration(item) : null
    if (d) out.push(d)
  }
  return out
}

function segment(text: string, marks: SubDecoration[]): Decoration | null {
  if (!text) return null
  return marks.length ? [text, marks] : [text]
}

function toDecoration(item: RichTextItem): Decoration | null {
  const a = item.annotations ?? {}
  const marks: SubDecoration[] = []
  if (a.bold) marks.push(['b'])
  if (a.italic) marks.push(['i'])
  if (a.strikethrough) marks.push(['s'])
  if (a.underline) marks.push(['_'])
  if (a.code) marks.push(['c'])
  if (a.color && a.color !== 'default') marks.push(['h', blockColor(a.color)] as SubDecoration)
  const plain = item.plain_text ?? ''
  switch (item.type) {
    case 'text': {
      const link = item.text?.link?.url
      if (link) marks.push(['a', link])
      return segment(item.text?.content ?? plain, marks)
    }
    case 'equation':
      return ['⁍', [['e', item.equation?.expression ?? plain], ...marks] as SubDecoration[]]
    case 'mention':
      return mention(item, marks)
    default:
      return segment(plain, marks)
  }
}

function mention(item: RichTextItem, marks: SubDecoration[]): Decoration | null {
  const m = item.mention
  const plain = item.plain_text ?? ''
  switch (m?.type) {
    case 'page':
    case 'database': {
      const id = m.page?.id ?? m.database?.id
      return id ? ['‣', [['p', id], ...marks] as SubDecoration[]] : segment(plain, marks)
    }
    case 'user':
      return m.user?.id ? ['‣', [['u', m.user.id], ...marks] as SubDecoration[]] : segment(plain, marks)
    case 'date':
      return m.date?.start ? ['‣', [['d', formattedDate(m.date)], ...marks] as SubDecoration[]] : segment(plain, marks)
    case 'link_preview':
      return segment(plain || (m.link_preview?.url ?? ''), [...marks, ['a', m.link_preview?.url ?? item.href ?? '']])
    case 'link_mention':
      return segment(m.link_mention?.title || plain, [...marks, ['a', m.link_mention?.href ?? item.href ?? '']])
    default:
      return segment(plain, item.href ? [...marks, ['a', item.href]] : marks)
  }
}

const ISO = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2}))?/

/**
 * An official date (`2026-10-12`, or `2026-10-12T08:30:00.000+08:00`) as the web API's date
 * decoration: the date and time as written, with the time zone when Notion gives one.
 */
export function formattedDate(d: DateValue): FormattedDate {
  const [, startDate = '', startTime] = ISO.exec(d.start) ?? []
  const [, endDate, endTime] = (d.end && ISO.exec(d.end)) || []
  const out: Record<string, string> = {
    type: startTime ? (endDate ? 'datetimerange' : 'datetime') : endDate ? 'daterange' : 'date',
    start_date: startDate,
  }
  if (startTime) out.start_time = startTime
  if (endDate) out.end_date = endDate
  if (endTime) out.end_time = endTime
  if (d.time_zone) out.time_zone = d.time_zone
  return out as unknown as FormattedDate
}

/** The URL of a file object (uploaded or linked); null for uploads still in progress. */
export function fileUrl(f: FileObject | null | undefined): string | null {
  return f?.file?.url ?? f?.external?.url ?? null
}

/** A page or callout icon as the web API stores it: the emoji itself, or an image URL. */
export function iconValue(icon: Icon | null | undefined): string | null {
  return icon?.emoji ?? icon?.external?.url ?? icon?.file?.url ?? icon?.custom_emoji?.url ?? null
}
