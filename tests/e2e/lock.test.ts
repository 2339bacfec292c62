// The article lock protects the body on the server (issue: article lock).
import { afterAll, describe, expect, it } from 'vitest'
import { THEME_NAMES } from '@/lib/config/names'
import { baseUrl, closeBrowser, getBrowser, newPage, visit } from './harness'

afterAll(closeBrowser)

const PATH = '/article/members-meal-plan'
const ID = '05f7fb0942c24a2f8f732f9d609fac15'
const SECRET = '這段內容只有輸入密碼後才能看見的秘密餐單'
const PASSWORD = 'leafpress-2024'

describe('the password prompt', () => {
  it('shows the prompt in the visitor language instead of the body', async () => {
    const { page, context } = await visit(PATH, { cookies: [{ name: 'lang', value: 'en-US' }] })
    const lock = page.getByTestId('article-lock')
    await lock.waitFor()
    expect(await lock.innerText()).toContain('Enter the password to read this article')
    expect(await page.locator('body').innerText()).not.toContain(SECRET)
    await context.close()
  })

  it('a wrong password shakes and shows the error in red, on the page; the right one loads the article once, with its body', async () => {
    const { page, context } = await visit(PATH, { cookies: [{ name: 'lang', value: 'en-US' }] })
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
    const input = page.locator('[data-testid="article-lock"] input[type="password"]')
    await input.fill('not-the-password')
    await input.press('Enter')
    const error = page.locator('[data-testid="article-lock"] [role="alert"]')
    await error.waitFor()
    expect(await error.innerText()).toBe('Password Error!')
    const style = await error.evaluate((el) => ({ color: getComputedStyle(el).color, animation: getComputedStyle(el).animationName }))
    expect(style.color).toMatch(/rgb\((2[0-9]{2}), (\d{1,2}), (\d{1,2})\)/) // red
    expect(style.animation).toBe('leafpress-shake')
    // a wrong password stays on the page
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42)
    expect(documents).toEqual([])

    await input.fill(PASSWORD)
    await page.getByRole('button', { name: /submit|提交|送出|確認|确认/i }).click()
    await page.getByText(SECRET).waitFor({ timeout: 15_000 })
    await page.waitForLoadState('load')
    await page.waitForTimeout(300)
    // one load of the unlocked variant (lib/ui/navigate.ts: documents are never mixed with payloads)
    expect(documents).toEqual([baseUrl() + PATH])

    // the signed cookie reopens the article in a new tab, and is HttpOnly and SameSite=Lax
    const cookie = (await context.cookies()).find((c) => c.name === `lp_unlock_${ID}`)
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    const again = await context.newPage()
    const res = await again.goto(baseUrl() + PATH)
    expect(res?.headers()['cache-control']).toMatch(/private/)
    expect(res?.headers()['cache-control']).toMatch(/no-store/)
    expect(await again.locator('body').innerText()).toContain(SECRET)
    await context.close()
  })

  it('every theme, landing included, shows the prompt and never the body', async () => {
    for (const theme of THEME_NAMES) {
      const html = await (await fetch(`${baseUrl()}${PATH}?theme=${theme}`)).text()
      expect(html, theme).toContain('data-testid="article-lock"')
      expect(html, theme).not.toContain(SECRET)
    }
    const { page, context } = await visit(`${PATH}?theme=landing`)
    await page.getByTestId('article-lock').waitFor()
    await context.close()
  })
})

describe('before the prompt’s script has loaded', () => {
  it('the form posts to the server, which answers with the article unlocked; the password is never in a URL', async () => {
    const b = await getBrowser()
    const context = await b.newContext({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '192.0.2.200' } })
    const page = await context.newPage()
    // the page's own scripts never arrive (a slow phone, a blocked CDN): no island hydrates
    await page.route('**/_next/static/chunks/**/*.js', (r) => r.abort())
    const urls: string[] = []
    page.on('request', (r) => urls.push(r.url()))
    await page.goto(baseUrl() + PATH)
    await page.locator('[data-testid="article-lock"] input[type="password"]').fill(PASSWORD)
    await page.locator('[data-testid="article-lock"] button[type="submit"]').click()
    await page.getByText(SECRET).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toBe(PATH)
    expect(urls.filter((u) => u.includes(PASSWORD))).toEqual([])
    await context.close()
  })
})

describe('nothing of the body leaks', () => {
  it('appears on no public surface, and no password or hash is sent', async () => {
    const surfaces: Array<[string, RequestInit?]> = [
      [PATH],
      [PATH, { headers: { RSC: '1' } }],
      ['/'],
      ['/archive'],
      ['/feed'],
      ['/atom.xml'],
      ['/feed.json'],
      ['/sitemap.xml'],
      [`/og/${ID}`],
      [`/api/search?q=${encodeURIComponent('秘密餐單')}`],
      [`/api/search?q=${encodeURIComponent('餐單')}`],
      [`/search/${encodeURIComponent('秘密餐單')}`],
      ['/api/posts?page=1'],
      ['/api/posts?page=2'],
    ]
    for (const [path, init] of surfaces) {
      const res = await fetch(baseUrl() + path, init)
      const body = Buffer.from(await res.arrayBuffer()).toString('utf8')
      expect(body, path).not.toContain(SECRET)
      expect(body, path).not.toContain(PASSWORD)
    }
  })
})

describe('rate limit', () => {
  it('answers 429 with Retry-After after a few wrong attempts', async () => {
    const statuses: number[] = []
    let retryAfter: string | null = null
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${baseUrl()}/api/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
        body: JSON.stringify({ id: ID, password: `guess-${i}` }),
      })
      statuses.push(res.status)
      if (res.status === 429) retryAfter ??= res.headers.get('retry-after')
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401])
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true)
    expect(Number(retryAfter)).toBeGreaterThan(0)
  })
})

describe('a flood of wrong passwords', () => {
  const unlock = (from: string, password: string) =>
    fetch(`${baseUrl()}/api/unlock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify({ id: ID, password }),
    })

  it('the right password from a fresh address gets in during a flood from six addresses', async () => {
    // 60 wrong guesses in a burst, 10 from each of six addresses: each address is refused after
    // its own 5, and nothing of it falls on anyone else
    const flood = await Promise.all(Array.from({ length: 60 }, (_, i) => unlock(`198.18.0.${(i % 6) + 1}`, `flood-${i}`).then((r) => r.status)))
    expect(flood.filter((s) => s === 401)).toHaveLength(30)
    expect(flood.filter((s) => s === 429)).toHaveLength(30)

    // a reader from a seventh address types the password into the prompt while the flood goes on
    const b = await getBrowser()
    const context = await b.newContext({ locale: 'en-US', extraHTTPHeaders: { 'x-forwarded-for': '198.18.0.77' } })
    const page = await context.newPage()
    let flooding = true
    const more = (async () => {
      for (let i = 0; flooding; i++) await unlock(`198.18.0.${(i % 6) + 1}`, `more-${i}`)
    })()
    try {
      await page.goto(baseUrl() + PATH)
      const input = page.locator('[data-testid="article-lock"] input[type="password"]')
      await page.locator('[data-testid="article-lock"][data-ready]').waitFor()
      await input.fill(PASSWORD)
      await input.press('Enter')
      await page.getByText(SECRET).waitFor({ timeout: 15_000 })
    } finally {
      flooding = false
      await more
    }
    // the flooding addresses are still refused, the right password or not: their own limit
    expect((await unlock('198.18.0.1', PASSWORD)).status).toBe(429)
    await context.close()
  })

  it('every reader gets a cookie of its own, with its issue time; a forged or altered one opens nothing', async () => {
    const cookieOf = async (from: string) => {
      const res = await unlock(from, PASSWORD)
      expect(res.status).toBe(200)
      const set = res.headers.getSetCookie().find((c) => c.startsWith(`lp_unlock_${ID}=`))!
      expect(set).toMatch(/Max-Age=2592000/i)
      return set.split(';')[0].split('=')[1]
    }
    const a = await cookieOf('198.18.1.1')
    const b = await cookieOf('198.18.1.2')
    expect(a).not.toBe(b)
    const [issued] = a.split('.')
    expect(Math.abs(Number(issued) - Date.now() / 1000)).toBeLessThan(120)
    const open = async (value: string) => (await (await fetch(baseUrl() + PATH, { headers: { cookie: `lp_unlock_${ID}=${value}` } })).text()).includes(SECRET)
    expect(await open(a)).toBe(true)
    expect(await open(b)).toBe(true)
    const [, nonce, sig] = a.split('.')
    expect(await open(`${Number(issued) - 1}.${nonce}.${sig}`)).toBe(false) // another issue time
    expect(await open(`${issued}.${b.split('.')[1]}.${sig}`)).toBe(false) // another reader's nonce
    expect(await open(sig)).toBe(false)
  })
})
