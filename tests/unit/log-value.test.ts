// Request-chosen text in log lines (#29): one line, at most ~200 characters, nothing invisible.
import { describe, expect, it } from 'vitest'
import { LOG_VALUE_MAX, logValue } from '@/lib/security/log-value'

describe('logValue', () => {
  it('leaves ordinary text as it is, CJK and emoji included', () => {
    for (const s of ['secret_0123456789abcdefghijklmnopqrstuv', '膳食纖維 與 血壓', 'café 🧂 ok', '8a19c0de-1234-4abc-8def-0123456789ab']) expect(logValue(s)).toBe(s)
    expect(logValue(undefined)).toBe('')
    expect(logValue(42)).toBe('42')
  })

  it('writes newlines, other control characters and invisible reordering marks as escapes', () => {
    const out = logValue('a\nb\r\nc\u0000d\u001b[31me\u0085f\u2028g\u202eh\u200bi\ufeffj')
    expect(out).toBe('a\\u000ab\\u000d\\u000ac\\u0000d\\u001b[31me\\u0085f\\u2028g\\u202eh\\u200bi\\ufeffj')
    expect(out).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u200b\ufeff]/)
  })

  it('cuts long values, saying how long they were', () => {
    const keyword = '鹽'.repeat(7000)
    const out = logValue(keyword)
    expect(out.startsWith('鹽'.repeat(LOG_VALUE_MAX))).toBe(true)
    expect(out).toMatch(/…\[7000 chars\]$/)
    expect(out.length).toBeLessThan(LOG_VALUE_MAX + 20)
    // escapes count too: a value of only newlines stays short
    const lines = logValue('\n'.repeat(5000))
    expect(lines.length).toBeLessThan(LOG_VALUE_MAX + 20)
    expect(lines).toMatch(/^(\\u000a)+…\[5000 chars\]$/)
  })

  it('never ends in half a surrogate pair', () => {
    const out = logValue('a'.repeat(LOG_VALUE_MAX - 1) + '🧂🧂')
    expect(out).toBe('a'.repeat(LOG_VALUE_MAX - 1) + `…[${LOG_VALUE_MAX + 3} chars]`)
  })
})
