// Wall-clock date and time in a time zone → the instant (ms since epoch), without a library:
// the zone's offset at that moment, from Intl, applied twice so a time near a daylight-saving
// change lands on the right side of it.

const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    formatters.set(zone, f)
  }
  return f
}

/** 'HH:mm' or 'HH:mm:ss' as 'HH:mm:ss' (Notion keeps minutes; its API may give seconds). */
export const clock = (time: string | undefined) => (!time ? '00:00:00' : time.length === 5 ? `${time}:00` : time)

/** Whether `zone` is an IANA time zone this runtime knows ('Asia/Taipei', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    formatter(zone)
    return true
  } catch {
    return false
  }
}

/** The zone's offset from UTC at instant `t`, in ms (Asia/Taipei: +8 h). */
function offsetAt(zone: string, t: number): number {
  const parts = Object.fromEntries(formatter(zone).formatToParts(new Date(t)).map((p) => [p.type, p.value]))
  const asUtc = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second)
  return asUtc - Math.floor(t / 1000) * 1000
}

/**
 * The instant of `date` ('2026-11-27') and `time` ('09:30' or '09:30:15'; midnight without) on the clocks of `zone`;
 * null when the date is not one.
 */
export function zonedInstant(date: string, time: string | undefined, zone: string): number | null {
  const wall = Date.parse(`${date}T${clock(time)}Z`)
  if (Number.isNaN(wall)) return null
  const first = wall - offsetAt(zone, wall)
  return wall - offsetAt(zone, first)
}
