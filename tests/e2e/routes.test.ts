// Every route of the site answers with the right content (issue: foundation). Real Chromium
// against the production server, asserting on what a reader sees.
import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, visit } from './harness'
import { sampleSite } from '../support/sample'

afterAll(closeBrowser)

const text = async (path: string) => {
  const { page, context, status } = await visit(path)
  // heo lays out cards far below the screen only as a reader scrolls near them
  // (content-visibility, issue #44), and innerText leaves out what is not laid out: the text of
  // the whole page, as a reader scrolling through it reads it
  await page.addStyleTag({ content: '* { content-visibility: visible !important }' })
  const body = await page.locator('body').innerText()
  await context.close()
  return { status, body }
}

describe('lists', () => {
  it('home shows the site and the newest posts', async () => {
    const { status, body } = await text('/')
    expect(status).toBe(200)
    expect(body).toContain('食在安心・健康誌')
    expect(body).toContain('秋季當令蔬菜：好吃、便宜又營養')
    expect(body).not.toContain('草稿') // the Draft row never shows
  })

  it('page 2 shows older posts, and a page past the last is a real 404', async () => {
    const posts = sampleSite().posts // newest first, 12 a page
    const first = await text('/')
    const second = await text('/page/2')
    expect(second.status).toBe(200)
    expect(second.body).toContain(posts[12].title)
    expect(second.body).toContain(posts[23].title)
    expect(first.body).not.toContain(posts[23].title)
    const past = await text('/page/99')
    expect(past.status).toBe(404)
    expect(past.body).toContain('404')
  })

  it('category index, a category and its pages', async () => {
    const index = await text('/category')
    expect(index.status).toBe(200)
    for (const c of ['飲食', '營養素', '疾病預防', '食譜']) expect(index.body).toContain(c)
    const cat = await text(`/category/${encodeURIComponent('食譜')}`)
    expect(cat.status).toBe(200)
    expect(cat.body).toContain('食譜')
    expect((await text(`/category/${encodeURIComponent('食譜')}/page/1`)).status).toBe(200)
    expect((await text(`/category/${encodeURIComponent('不存在的分類')}`)).status).toBe(404)
  })

  it('tag index, a tag (URL-encoded name) and its pages', async () => {
    const index = await text('/tag')
    expect(index.status).toBe(200)
    expect(index.body).toContain('推荐')
    const tag = await text(`/tag/${encodeURIComponent('膳食纖維')}`)
    expect(tag.status).toBe(200)
    expect(tag.body).toContain('膳食纖維')
    expect((await text(`/tag/${encodeURIComponent('膳食纖維')}/page/1`)).status).toBe(200)
  })

  it('archive groups posts by month with yyyy-MM anchors', async () => {
    const { page, context, status } = await visit('/archive')
    expect(status).toBe(200)
    expect(await page.locator('[id="2023-09"]').count()).toBe(1)
    expect(await page.locator('[id="2026-10"]').count()).toBe(1)
    await context.close()
  })
})

describe('articles and pages', () => {
  it('a post at /article/<slug> shows its title and body', async () => {
    const { status, body } = await text('/article/fiber-daily-guide')
    expect(status).toBe(200)
    expect(body).toContain('膳食纖維')
  })

  it('a page at /<slug>, an invisible page by URL only, and a page by its id', async () => {
    const about = await text('/about')
    expect(about.status).toBe(200)
    const hidden = await text('/hidden-notes')
    expect(hidden.status).toBe(200)
    const home = await text('/')
    expect(home.body).not.toMatch(/hidden-notes/)
    const byId = await text('/a5babe52da8d4c1ebd5ca1d3654cc9c0')
    expect(byId.status).toBe(200)
    expect(byId.body).toEqual(about.body)
  })
})

describe('404', () => {
  it.each(['/404', '/no-such-page', '/article/no-such-post', '/0123456789abcdef0123456789abcdef', '/draft-sugary-drinks', '/article/draft-sugary-drinks', '/a/b/c'])(
    '%s is a real 404 with search hint, home button and latest posts',
    async (path) => {
      const { page, context, status } = await visit(path)
      expect(status).toBe(404)
      const body = await page.locator('body').innerText()
      expect(body).toContain('請嘗試站內搜尋尋找文章')
      expect(body).toContain('回到首頁')
      expect(await page.locator('a[href*="/article/"]').count()).toBeGreaterThan(2)
      await context.close()
    },
  )
})

describe('random post', () => {
  it('the top bar button opens a random published post; the endpoint keeps ?theme=', async () => {
    const hrefs = new Set(sampleSite().posts.map((p) => p.href))
    for (let i = 0; i < 5; i++) {
      const { href } = await (await fetch(`${baseUrl()}/api/random`)).json()
      expect(hrefs.has(href)).toBe(true)
    }
    expect((await (await fetch(`${baseUrl()}/api/random?theme=hexo`)).json()).href).toMatch(/\?theme=hexo$/)
    const { page, context } = await visit('/archive')
    await page.locator('header button[aria-label]').filter({ has: page.locator('svg') }).first().waitFor()
    const random = page.getByRole('button', { name: /随机|隨機|random/i }).first()
    await random.click()
    await page.waitForURL(/\/article\//)
    expect(hrefs.has(new URL(page.url()).pathname)).toBe(true)
    await context.close()
  })
})

describe('endpoints', () => {
  it('serves robots.txt and a sitemap with every published post', async () => {
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text()
    expect(robots).toContain('Sitemap:')
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text()
    expect(sitemap).toContain('/article/kitchen-sink')
    expect(sitemap).not.toContain('draft-sugary-drinks')
    expect(sitemap).not.toContain('hidden-notes')
  })

  it("a post's share image is a 1200×630 PNG with its Chinese title drawn", async () => {
    const html = await (await fetch(baseUrl() + sampleSite().posts[0].href)).text()
    const og = /property="og:image" content="https?:\/\/[^/"]+([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&')
    expect(og).toMatch(/^\/og\//)
    const res = await fetch(baseUrl() + og)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/png')
    const png = Buffer.from(await res.arrayBuffer())
    const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
    expect([info.width, info.height]).toEqual([1200, 630])
    // white text on the card's dark lower part: the title, summary and site name are there
    let white = 0
    for (let y = 300; y < 600; y++) {
      for (let x = 72; x < 1128; x++) {
        const i = (y * info.width + x) * 3
        if (Math.min(data[i], data[i + 1], data[i + 2]) > 200) white++
      }
    }
    expect(white).toBeGreaterThan(5_000)
  })
})
