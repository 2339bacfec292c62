import { describe, expect, it } from 'vitest'
import { isTimeZone, zonedInstant } from '@/lib/site/zoned-time'

describe('zoned time', () => {
  it('reads a wall-clock time on the clocks of a zone', () => {
    expect(zonedInstant('2026-11-27', '09:30', 'UTC')).toBe(Date.parse('2026-11-27T09:30:00Z'))
    expect(zonedInstant('2026-11-27', '09:30', 'Asia/Taipei')).toBe(Date.parse('2026-11-27T01:30:00Z'))
    expect(zonedInstant('2026-11-27', undefined, 'America/New_York')).toBe(Date.parse('2026-11-27T05:00:00Z'))
    expect(zonedInstant('2026-11-27', '09:30:15', 'Asia/Taipei')).toBe(Date.parse('2026-11-27T01:30:15Z'))
  })
  it('lands on the right side of a daylight-saving change', () => {
    // Europe/Paris: +1 h until 29 March 2026 02:00, +2 h after
    expect(zonedInstant('2026-03-28', '12:00', 'Europe/Paris')).toBe(Date.parse('2026-03-28T11:00:00Z'))
    expect(zonedInstant('2026-03-29', '12:00', 'Europe/Paris')).toBe(Date.parse('2026-03-29T10:00:00Z'))
  })
  it('refuses what is not a date or a zone', () => {
    expect(zonedInstant('not a date', '09:00', 'UTC')).toBeNull()
    expect(isTimeZone('Asia/Taipei')).toBe(true)
    expect(isTimeZone('Mars/Olympus')).toBe(false)
  })
})
