// Notion date values → text. Formatted by hand (not Intl) so the server's locale and time zone
// never change the output: "Jan 2, 2024 10:00 (Asia/Taipei)", ranges joined with "→".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

export interface NotionDate {
  type?: string
  start_date?: string
  start_time?: string
  end_date?: string
  end_time?: string
  time_zone?: string
}

/** `2024-01-02` → `Jan 2, 2024`; anything unparseable is returned as is. */
export function formatDay(day: unknown): string {
  if (typeof day !== 'string') return ''
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(day.trim())
  if (!match) return day
  const month = MONTHS[Number(match[2]) - 1]
  if (!month) return day
  return `${month} ${Number(match[3])}, ${match[1]}`
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

/** ms since epoch → `Jan 2, 2024` (UTC), for created/edited time properties. */
export function formatTimestamp(ms: unknown): string {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return ''
  const d = new Date(ms)
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`
}
