// The whole site under a sub path (SUB_PATH=/blog → Next basePath): links, assets, the image
// path, feeds, sitemap, robots, canonical and OG URLs, island API calls and the preference
// switches all stay under /blog; nothing points at the root.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startServer, type RunningServer } from '../support/server'
import { closeBrowser, getBrowser } from './harness'

let server: RunningServer
const SUB = '/blog'

beforeAll(async () => {
  server = await startServer({ env: { SUB_PATH: SUB }, distDir: '.next-e2e-subpath' })
}, 600_000)

afterAll(async () => {
  await closeBrowser()
  await server?.stop()
})

const PAGES = ['/', '/page/2', '/archive', '/category', `/tag/${encodeURIComponent('推荐')}`, '/search', '/article/kitchen-sink', '/about', '/article/members-meal-plan']

describe('SUB_PATH=/blog', () => {
  it.each(PAGES)('%s: every link, asset and request stays under the sub path', async (path) => {
    const b = await getBrowser()
    const context = await b.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const res = await page.goto(server.url + SUB + (path === '/' ? '' : path), { waitUntil: 'load' })
    await page.waitForLoadState('networkidle').catch(() => {})
    expect(res?.status(), path).toBe(200)
    const urls = await page.evaluate(() =>
      [
        ...[...document.querySelectorAll('a[href]')].map((e) => e.getAttribute('href')!),
        ...[...document.querySelectorAll('img[src], script[src], source[src]')].map((e) => e.getAttribute('src')!),
        ...[...document.querySelectorAll('link[href]:not([rel=preconnect])')].map((e) => e.getAttribute('href')!),
      ].filter((u) => u.startsWith('/') && !u.startsWith('//')),
    )
    expect(urls.length).toBeGreaterThan(3)
    for (const u of urls) expect(u, `${path}: ${u}`).toMatch(/^\/blog(\/|$|\?|#)/)
    for (const r of requests) {
      const u = new URL(r)
      if (u.origin === server.url) expect(u.pathname, `${path} requested ${r}`).toMatch(/^\/blog(\/|$)/)
    }
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(canonical).toMatch(/^https:\/\/leafpress\.example\.com\/blog(\/|$)/)
    await context.close()
  })

  it('serves feeds, sitemap and robots under the sub path with sub-path URLs', async () => {
    for (const p of ['/feed', '/atom.xml', '/feed.json', '/sitemap.xml', '/robots.txt']) {
      const res = await fetch(server.url + SUB + p)
      expect(res.status, p).toBe(200)
      const body = await res.text()
      expect(body, p).toContain('https://leafpress.example.com/blog/')
      expect(body, p).not.toMatch(/https:\/\/leafpress\.example\.com\/(article|files|image|feed)/)
    }
  })

  it('answers 404 at the root, where the site is not', async () => {
    expect((await fetch(server.url + '/article/kitchen-sink')).status).toBe(404)
  })

  it('the theme switch and the language picker keep the sub path', async () => {
    const b = await getBrowser()
    const context = await b.newContext({ locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto(server.url + SUB + '/archive')
    await page.getByTestId('theme-switch').first().click()
    await page.waitForURL(/theme=hexo/)
    expect(new URL(page.url()).pathname).toBe(`${SUB}/archive`)
    // an interface language: the same page
    await page.getByTestId('language-picker').first().selectOption('fr-FR')
    await page.waitForFunction(() => document.documentElement.lang === 'fr-FR')
    expect(new URL(page.url()).pathname).toBe(`${SUB}/archive`)
    // the sample's English database: its archive, under the sub path and the language prefix
    await page.getByTestId('language-picker').first().selectOption('en-US')
    await page.waitForFunction(() => document.documentElement.lang === 'en-US')
    expect(new URL(page.url()).pathname).toBe(`${SUB}/en/archive`)
    expect(new URL(page.url()).searchParams.get('theme')).toBe('hexo')
    // its links keep both
    expect(await page.locator('a[href*="/archive"]').first().getAttribute('href')).toMatch(new RegExp(`^${SUB}/en/archive`))
    await context.close()
  })
})
