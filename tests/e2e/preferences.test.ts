// Visitor preferences: dark mode without a flash, theme and language variants that persist and
// never leak between visitors through the page cache (issue: visitor preferences).
import { afterAll, describe, expect, it } from 'vitest'
import { LOCALE_NAMES } from '@/lib/config/names'
import { getStrings } from '@/lib/i18n'
import { baseUrl, closeBrowser, newPage, visit } from './harness'

afterAll(closeBrowser)

const rootState = (page: import('playwright-core').Page) =>
  page.evaluate(() => ({ cls: document.documentElement.className, lang: document.documentElement.lang, theme: document.documentElement.dataset.theme }))

describe('dark mode', () => {
  it('applies the cookie before any script but the inline one runs (no flash)', async () => {
    const { page, context } = await newPage({ cookies: [{ name: 'darkMode', value: 'true' }] })
    // block every external script: only the inline head script can set the class
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto(baseUrl() + '/', { waitUntil: 'domcontentloaded' })
    expect((await rootState(page)).cls).toContain('dark')
    await context.close()
  })

  it('?mode=dark works without a cookie; the default appearance is light', async () => {
    const dark = await visit('/?mode=dark')
    expect((await rootState(dark.page)).cls).toContain('dark')
    await dark.context.close()
    const light = await visit('/')
    expect((await rootState(light.page)).cls).toContain('light')
    await light.context.close()
  })

  it('the toggle flips the mode and it persists across reloads', async () => {
    const { page, context } = await visit('/')
    await page.getByTestId('dark-mode-toggle').first().click()
    expect((await rootState(page)).cls).toContain('dark')
    expect((await context.cookies()).find((c) => c.name === 'darkMode')?.value).toBe('true')
    await page.reload()
    expect((await rootState(page)).cls).toContain('dark')
    await context.close()
  })
})

describe('theme', () => {
  it('?theme= renders that theme, saves it, and keeps it across navigation', async () => {
    const { page, context, status } = await visit('/?theme=hexo')
    expect(status).toBe(200)
    expect((await rootState(page)).theme).toBe('hexo')
    expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe('hexo')
    // links carry the choice…
    const hrefs = await page.locator('a[href*="/article/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(3)
    for (const h of hrefs) expect(h).toContain('theme=hexo')
    await page.goto(baseUrl() + hrefs[0])
    expect((await rootState(page)).theme).toBe('hexo')
    // …and the cookie keeps it on a URL without the parameter
    await page.goto(baseUrl() + '/archive')
    expect((await rootState(page)).theme).toBe('hexo')
    await context.close()
  })

  it('an unknown theme falls back to the configured one, never an error page', async () => {
    const { page, context, status } = await visit('/?theme=no-such-theme')
    expect(status).toBe(200)
    expect((await rootState(page)).theme).toBe('heo')
    await context.close()
  })

  it('the theme switch cycles to the next theme in the registry order', async () => {
    const { page, context } = await visit('/')
    await page.getByTestId('theme-switch').first().click()
    await page.waitForURL(/theme=hexo/)
    expect((await rootState(page)).theme).toBe('hexo')
    await context.close()
  })
})

describe('language', () => {
  it.each(LOCALE_NAMES)('%s shows its own interface strings and sets <html lang>', async (lang) => {
    const { page, context } = await visit('/archive', { cookies: [{ name: 'lang', value: lang }] })
    expect((await rootState(page)).lang).toBe(lang)
    expect(await page.locator('body').innerText()).toContain(getStrings(lang).MENU.ARCHIVE)
    await context.close()
  })

  it('falls back from cookie to ?lang= to Accept-Language', async () => {
    const q = await visit('/?lang=ja-JP', { locale: 'fr-FR' })
    expect((await rootState(q.page)).lang).toBe('ja-JP')
    await q.context.close()
    const al = await visit('/', { locale: 'fr-FR' })
    expect((await rootState(al.page)).lang).toBe('fr-FR')
    await al.context.close()
  })

  it('the picker saves the language in a cookie that persists', async () => {
    const { page, context } = await visit('/', { locale: 'zh-CN' })
    await page.getByTestId('language-picker').first().selectOption('en-US')
    await page.waitForFunction(() => document.documentElement.lang === 'en-US')
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en-US')
    await page.reload()
    expect((await rootState(page)).lang).toBe('en-US')
    await context.close()
  })
})

describe('the page cache never mixes variants', () => {
  it('serves each visitor their own theme and language from one URL', async () => {
    const get = (cookie: string, acceptLanguage = 'zh-CN') =>
      fetch(baseUrl() + '/', { headers: { cookie, 'accept-language': acceptLanguage } }).then(async (r) => ({ vary: r.headers.get('vary') ?? '', html: await r.text() }))
    for (let round = 0; round < 2; round++) {
      const hexo = await get('theme=hexo; lang=ja-JP')
      const plain = await get('')
      const french = await get('', 'fr-FR')
      expect(hexo.html).toContain('data-theme="hexo"')
      expect(hexo.html).toContain('lang="ja-JP"')
      expect(plain.html).toContain('data-theme="heo"')
      expect(plain.html).toContain('lang="zh-CN"')
      expect(french.html).toContain('lang="fr-FR"')
      expect(plain.vary).toMatch(/Cookie/i)
      expect(plain.vary).toMatch(/Accept-Language/i)
    }
  })
})
