// heo's other screens: category and tag indexes, archive, search, 404, pagination (numbered
// rows, jump box, the 'no more' page) and the infinite-scroll endpoint.
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, visit } from './harness'
import { sampleSite } from '../support/sample'

afterAll(closeBrowser)

describe('heo indexes', () => {
  it('lists categories with their counts', async () => {
    const { page, context, status } = await visit('/category', DESKTOP)
    expect(status).toBe(200)
    const items = page.locator('.heo-category-index a')
    expect(await items.count()).toBeGreaterThan(0)
    const first = await items.first().textContent()
    expect(first).toMatch(/\S+\d+$/)
    expect(decodeURIComponent((await items.first().getAttribute('href'))!)).toMatch(/^\/category\/\S+/)
    await context.close()
  })

  it('lists tags with their counts', async () => {
    const { page, context } = await visit('/tag', MOBILE)
    const items = page.locator('.heo-tag-index a')
    expect(await items.count()).toBeGreaterThan(0)
    expect(await items.first().textContent()).toMatch(/^#\S+\d+$/)
    await context.close()
  })

  for (const path of ['/category', '/tag']) {
    it(`${path} fills the width: no tall sidebar beside a small card, no second tag cloud`, async () => {
      const { page, context } = await visit(path, DESKTOP)
      const card = (await page.locator('main .heo-card').first().boundingBox())!
      const content = await page.locator('main').evaluate((m) => {
        const s = getComputedStyle(m)
        return m.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight)
      })
      expect(await page.locator('.heo-sidebar').count()).toBe(0)
      // the index's card spans the content width (main less its padding and the floats' gutter)
      expect(card.width).toBeGreaterThan(content - 2)
      // the tag cloud is drawn once: by the index itself
      expect(await page.locator('.heo-tag-cloud').count()).toBe(0)
      await context.close()
    })
  }

  it('groups the archive by month with yyyy-MM anchors', async () => {
    const { page, context } = await visit('/archive', DESKTOP)
    const ids = await page.locator('.heo-archive section[id]').evaluateAll((s) => s.map((x) => x.id))
    expect(ids.length).toBeGreaterThan(0)
    for (const id of ids) expect(id).toMatch(/^\d{4}-\d{2}$/)
    // dates in the page's language (the browser's zh-CN), UTC
    expect(await page.locator('.heo-archive time').first().textContent()).toMatch(/^\d{4}年\d{1,2}月\d{1,2}日$/)
    await context.close()
  })
})

describe('heo search page', () => {
  it('shows the search box, categories and tags without a keyword', async () => {
    const { page, context, status } = await visit('/search', DESKTOP)
    expect(status).toBe(200)
    expect(await page.locator('.heo-search-form input').count()).toBe(1)
    expect(await page.locator('.heo-search-categories a').count()).toBeGreaterThan(0)
    await context.close()
  })

  it('highlights the keyword with a red dashed underline and ends with a no-more line', async () => {
    const keyword = '營養'
    const { page, context } = await visit(`/search/${encodeURIComponent(keyword)}`, DESKTOP)
    const mark = page.locator('.heo-hit em, .heo-hit mark').first()
    expect(await mark.textContent()).toBe(keyword)
    const style = await mark.evaluate((el) => getComputedStyle(el))
    expect(style.textDecorationStyle).toBe('dashed')
    expect(style.textDecorationColor).toBe('rgb(239, 68, 68)')
    // the last page of results ends with 'no more' naming the keyword
    const last = page.locator('.heo-pagination a:not([rel])').last()
    if (await page.locator('.heo-pagination').count()) {
      expect(await page.locator('.heo-search-no-more').count()).toBe(0)
      await last.click()
      await page.waitForURL(/\/page\/\d+$/)
    }
    expect(await page.locator('.heo-search-no-more').textContent()).toContain(keyword)
    await context.close()
  })
})

describe('heo 404', () => {
  it('shows a large 404, the search hint, the home button and the latest posts', async () => {
    const { page, context, status } = await visit('/no-such-page-here', DESKTOP)
    expect(status).toBe(404)
    expect(await page.locator('.heo-404 h1').textContent()).toBe('404')
    expect(await page.locator('.heo-404').textContent()).toContain('請嘗試站內搜尋尋找文章')
    expect(await page.locator('.heo-404 a', { hasText: '回到首頁' }).getAttribute('href')).toBe('/')
    expect(await page.locator('.heo-post-card').count()).toBeGreaterThan(0)
    await context.close()
  })
})

describe('heo 404 in dark mode', () => {
  it('follows the reader\'s dark-mode choice (the 404 is drawn on the server like any page)', async () => {
    for (const [value, expected] of [['true', 'dark'], ['false', 'light']] as const) {
      const { page, context, status } = await visit('/no-such-page-here', { ...MOBILE, cookies: [{ name: 'darkMode', value }] })
      expect(status).toBe(404)
      await page.locator('.heo-404').waitFor()
      expect(await page.evaluate(() => document.documentElement.className)).toContain(expected)
      await context.close()
    }
  })
})

describe('heo pagination', () => {
  it('numbers the pages when there are enough posts, and jumps with digits only', async () => {
    const { page, context } = await visit('/', DESKTOP)
    const total = sampleSite().posts.length
    const nav = page.locator('.heo-pagination')
    if (total < 12) {
      expect(await nav.count()).toBe(0)
      return context.close()
    }
    const pages = Math.ceil(total / 12)
    const labels = (await nav.locator('a, span').allTextContents()).map((s) => s.trim()).filter(Boolean)
    if (pages <= 7) {
      expect(labels).toEqual(Array.from({ length: pages }, (_, i) => String(i + 1)))
    } else {
      expect(labels).toEqual(['1', '2', '3', '4', '5', '6', '…', String(pages)])
    }
    const jump = nav.locator('input.heo-jump')
    await jump.fill('x')
    expect(await jump.inputValue()).toBe('')
    await jump.press('Enter')
    await page.waitForTimeout(300)
    expect(new URL(page.url()).pathname).toBe('/')
    await jump.pressSequentially('a2b')
    expect(await jump.inputValue()).toBe('2')
    await jump.press('Enter')
    await page.waitForURL('**/page/2')
    expect(await page.locator('.heo-pagination [aria-current="page"]').textContent()).toBe('2')
    await page.locator('.heo-pagination input.heo-jump').fill('1')
    await page.locator('.heo-pagination input.heo-jump').press('Enter')
    await page.waitForURL((u) => u.pathname === '/')
    await context.close()
  })

  it('a page past the last one is a 404 in the theme, not an empty list', async () => {
    const { page, context, status } = await visit('/page/999', MOBILE)
    expect(status).toBe(404)
    expect(await page.locator('.heo-no-more').count()).toBe(0)
    expect(await page.locator('body').innerText()).toContain('404')
    await context.close()
  })

  it('serves card data by page for infinite scroll, never bodies', async () => {
    const res = await fetch(`${baseUrl()}/api/posts?page=1`)
    expect(res.status).toBe(200)
    const data = (await res.json()) as { page: number; totalPages: number; posts: Array<Record<string, unknown>> }
    expect(data.page).toBe(1)
    expect(data.posts.length).toBeGreaterThan(0)
    for (const p of data.posts) {
      expect(Object.keys(p)).not.toContain('blockMap')
      expect(typeof p.href).toBe('string')
    }
    expect((await fetch(`${baseUrl()}/api/posts?page=abc`)).status).toBe(400)
  })
})
