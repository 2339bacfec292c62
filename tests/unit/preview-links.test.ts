// Editors' preview links expire (issue #38): the link carries its end (`exp`, unix seconds) under
// the same signature as the page id, so an edited end is a forged link; a link past its end
// answers a page that says so and points to the status page; links without an end (made before
// expiry existed) are invalid.
import crypto from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readPreviewLinkDays, readSourceSettings } from '@/lib/config/deployment'
import { serverSecret } from '@/lib/lock/secret'
import { checkPreview, previewLink, previewPath } from '@/lib/preview/sign'
import { EDITION_HEADER } from '@/lib/route/edition-header'

const ID = '05f7fb0942c24a2f8f732f9d609fac15'
const OTHER = '6204d1b015884a358918eca1cd8ded57'
const NOW = Date.UTC(2025, 0, 1, 12)
const DAY = 24 * 3600 * 1000

/** A link's query, as /api/preview reads it. */
const query = (href: string) => new URL(href, 'http://x').searchParams

afterEach(() => vi.unstubAllEnvs())

describe('signing', () => {
  it('a link works until PREVIEW_LINK_MAX_AGE_DAYS after it was made (7 by default), then is expired', () => {
    const link = previewLink(ID, '/blog', NOW)
    expect(link.href).toMatch(new RegExp(`^/blog/api/preview\\?page=${ID}&exp=\\d+&sig=[0-9a-f]{32}$`))
    expect(link.expiresAt).toBe(NOW + 7 * DAY)
    const q = query(link.href)
    expect(Number(q.get('exp')) * 1000).toBe(link.expiresAt)
    expect(checkPreview(ID, q.get('exp'), q.get('sig'), NOW)).toBe('valid')
    expect(checkPreview(ID, q.get('exp'), q.get('sig'), link.expiresAt - 1)).toBe('valid')
    expect(checkPreview(ID, q.get('exp'), q.get('sig'), link.expiresAt)).toBe('expired')
    vi.stubEnv('PREVIEW_LINK_MAX_AGE_DAYS', '2')
    expect(previewLink(ID, '', NOW).expiresAt).toBe(NOW + 2 * DAY)
  })

  it('an edited end, another page, a made-up or missing signature, and an old link without an end are invalid', () => {
    const q = query(previewLink(ID, '', NOW).href)
    const exp = q.get('exp')!
    const sig = q.get('sig')!
    expect(checkPreview(ID, String(Number(exp) + 3600), sig, NOW)).toBe('invalid')
    expect(checkPreview(ID, String(Number(exp) - 3600), sig, NOW)).toBe('invalid')
    expect(checkPreview(OTHER, exp, sig, NOW)).toBe('invalid')
    expect(checkPreview(ID, exp, '0'.repeat(32), NOW)).toBe('invalid')
    expect(checkPreview(ID, exp, null, NOW)).toBe('invalid')
    expect(checkPreview(ID, `${exp}.5`, sig, NOW)).toBe('invalid')
    // a link as signed before expiry: no end, the id alone under the HMAC
    const old = crypto.createHmac('sha256', serverSecret()).update(`leafpress-preview:${ID}`).digest('hex').slice(0, 32)
    expect(checkPreview(ID, null, old, NOW)).toBe('invalid')
    expect(checkPreview(ID, exp, old, NOW)).toBe('invalid')
    // an expired link is told apart only when the server signed it: a made-up end in the past is invalid
    expect(checkPreview(ID, '1', sig, NOW)).toBe('invalid')
  })

  it('the preview address keeps the link\'s end and signature', () => {
    const q = query(previewLink(ID, '', NOW).href)
    const to = query(previewPath(ID, q.get('exp')!, '/en'))
    expect(previewPath(ID, q.get('exp')!, '/en')).toMatch(new RegExp(`^/en/preview/${ID}\\?exp=`))
    expect([to.get('exp'), to.get('sig')]).toEqual([q.get('exp'), q.get('sig')])
  })

  it('PREVIEW_LINK_MAX_AGE_DAYS: a whole number of days from 1 to 365; a wrong value stops the start with the fix', () => {
    expect(readPreviewLinkDays({})).toBe(7)
    expect(readPreviewLinkDays({ PREVIEW_LINK_MAX_AGE_DAYS: '30' })).toBe(30)
    const problems: string[] = []
    for (const v of ['0', '1.5', 'week', '400']) readPreviewLinkDays({ PREVIEW_LINK_MAX_AGE_DAYS: v }, problems)
    expect(problems).toHaveLength(4)
    expect(problems[2]).toBe('PREVIEW_LINK_MAX_AGE_DAYS = "week": use a whole number of days from 1 to 365 (default 7)')
    expect(() => readSourceSettings({ PREVIEW_LINK_MAX_AGE_DAYS: '-1' })).toThrow(/PREVIEW_LINK_MAX_AGE_DAYS = "-1"/)
  })
})

describe('GET /api/preview', () => {
  const open = async (href: string, headers: Record<string, string> = {}) => {
    const { GET } = await import('@/app/api/preview/route')
    return GET(new Request(new URL(href, 'http://127.0.0.1'), { headers }))
  }

  it('an expired link: a 410 page that says so and links to the status page of its language, private and uncached', async () => {
    const link = previewLink(ID, '', Date.now() - 8 * DAY)
    for (const [headers, status] of [[{}, '/status'], [{ [EDITION_HEADER]: 'en' }, '/en/status']] as const) {
      const res = await open(link.href, headers)
      expect(res.status).toBe(410)
      expect(res.headers.get('content-type')).toContain('text/html')
      expect(res.headers.get('cache-control')).toBe('private, no-store')
      expect(res.headers.get('set-cookie')).toBeNull()
      const html = await res.text()
      expect(html).toContain('This preview link has expired')
      expect(html).toContain(`href="${status}"`)
    }
  })

  it('a link with an edited end, or without one, is refused as not valid (403)', async () => {
    const q = query(previewLink(ID, '', Date.now() - 8 * DAY).href)
    for (const href of [`/api/preview?page=${ID}&exp=${Number(q.get('exp')) + 30 * 24 * 3600}&sig=${q.get('sig')}`, `/api/preview?page=${ID}&sig=${q.get('sig')}`]) {
      const res = await open(href)
      expect(res.status, href).toBe(403)
      expect(res.headers.get('cache-control')).toContain('no-store')
    }
  })
})
