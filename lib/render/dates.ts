// Notion date values → text in the page's language: "Sep 21, 2023" (en-US), "2023年9月21日"
// (zh, ja), "21 sept. 2023" (fr), times and zones kept as Notion gives them:
// "Jan 2, 2024 10:00 (Asia/Taipei)", ranges joined with "→". Days are formatted in UTC, so the
// server's own time zone never moves a date.
//
// The language is the page's, set once per request by the screen (`setDateLocale`, from
// lib/route/screen.tsx) and read here, so every theme and the renderer write `formatDay(day)`
// without passing the language through every component. React's `cache` keeps it per request
// on the server; outside a server render (unit tests, feeds) it is en-US.
import { cache } from 'react'

const DEFAULT_LOCALE = 'en-US'
const dateLocale = cache(() => ({ lang: DEFAULT_LOCALE }))

/** The language dates of this request are written in (the page's language). */
export function setDateLocale(lang: string) {
  dateLocale().lang = lang
}

const formats = new Map<string, Intl.DateTimeFormat>()
function dayFormat(lang: string): Intl.DateTimeFormat {
  let f = formats.get(lang)
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })
    formats.set(lang, f)
  }
  return f
}

const writeDay = (y: number, m: number, d: number, lang = dateLocale().lang) => dayFormat(lang).format(new Date(Date.UTC(y, m, d)))

export interface NotionDate {
  type?: string
  start_date?: string
  start_time?: string
  end_date?: string
  end_time?: string
  time_zone?: string
}

/** `2024-01-02` → `Jan 2, 2024` (en-US), `2024年1月2日` (zh-TW)…; anything unparseable is returned as is. */
export function formatDay(day: unknown, lang?: string): string {
  if (typeof day !== 'string') return ''
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(day.trim())
  if (!match) return day
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (m < 1 || m > 12 || d < 1 || d > 31) return day
  return writeDay(y, m - 1, d, lang)
}

function part(day: unknown, time: unknown): string {
  const text = formatDay(day)
  return typeof time === 'string' && time.trim() ? `${text} ${time.trim()}` : text
}

/** A date mention or date property value as readable text; '' when there is no start date. */
export function formatNotionDate(value: unknown): string {
  if (!value || typeof value !== 'object') return ''
  const date = value as NotionDate
  const start = part(date.start_date, date.start_time)
  if (!start) return ''
  const end = date.end_date || date.end_time ? part(date.end_date ?? date.start_date, date.end_time) : ''
  const zone = typeof date.time_zone === 'string' && date.time_zone ? ` (${date.time_zone})` : ''
  return `${start}${end && end !== start ? ` → ${end}` : ''}${zone}`
}

/** ms since epoch → `Jan 2, 2024` (UTC, in the page's language), for created/edited time properties. */
export function formatTimestamp(ms: unknown, lang?: string): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return ''
  const d = new Date(ms)
  return writeDay(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), lang)
}
