// Rich text → plain text with mentions resolved (page titles, dates, user names). Used where
// markup is not wanted: table of contents entries, alt texts, titles of cards. No React.
import type { Block } from 'notion-types'
import { formatNotionDate } from './dates'
import { type AnyRecordMap, getBlock, getUser, pageTitle } from './record'

export function userName(recordMap: AnyRecordMap, id: unknown): string {
  if (typeof id !== 'string') return ''
  const user = getUser(recordMap, id) as (Record<string, unknown> & { name?: unknown }) | undefined
  if (!user) return ''
  if (typeof user.name === 'string' && user.name.trim()) return user.name.trim()
  return [user.given_name, user.family_name].filter((p) => typeof p === 'string' && p).join(' ').trim()
}

/** Title of an inline external object (GitHub repo etc.) from its attributes, else its URL path. */
export function externalObjectTitle(block: Block | undefined): string {
  const format = (block?.format ?? {}) as Record<string, any>
  const attributes = Array.isArray(format.attributes) ? format.attributes : []
  const title = attributes.find((a: any) => a?.id === 'title')?.values?.[0]
  if (typeof title === 'string' && title) return title
  const url = typeof format.original_url === 'string' ? format.original_url : ''
  try {
    return new URL(url).pathname.replace(/^\/+|\/+$/g, '') || url
  } catch {
    return url
  }
}

/** The text one decorated segment shows, with its mention resolved. */
export function segmentText(recordMap: AnyRecordMap, text: string, decorations: unknown): string {
  if (!Array.isArray(decorations)) return text
  for (const deco of decorations) {
    if (!Array.isArray(deco)) continue
    const [kind, arg] = deco as [unknown, any]
    switch (kind) {
      case 'p':
        return pageTitle(recordMap, getBlock(recordMap, arg)) || 'Untitled'
      case '‣':
        if (Array.isArray(arg) && typeof arg[0] === 'string') return pageTitle(recordMap, getBlock(recordMap, arg[0])) || 'Untitled'
        break
      case 'd':
        return formatNotionDate(arg)
      case 'u':
        return userName(recordMap, arg)
      case 'e':
        return typeof arg === 'string' ? arg : ''
      case 'lm':
        if (arg && typeof arg === 'object') return String(arg.title || arg.href || '')
        return typeof arg === 'string' ? arg : text
      case 'eoi':
        return externalObjectTitle(getBlock(recordMap, arg))
    }
  }
  return text
}

/** Plain text of a rich-text value; never throws on malformed input. */
export function richTextToPlain(recordMap: AnyRecordMap, value: unknown): string {
  if (typeof value === 'string') return value
  if (!Array.isArray(value)) return ''
  let out = ''
  for (const part of value) {
    if (typeof part === 'string') out += part
    else if (Array.isArray(part) && typeof part[0] === 'string') out += segmentText(recordMap, part[0], part[1])
  }
  return out
}
