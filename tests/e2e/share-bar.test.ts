// The share bar under a heo article, on the feature site (POST_SHARE_BAR_ENABLE=true, the
// default list of networks): each button opens its network's share URL in a popup of the
// network's size (window.open is intercepted), 'link' copies the URL and says so, WeChat shows
// a QR code on hover. Pages (type Page) and the default site have no share bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { RunningServer } from '../support/server'
import { keepOffline, startFeatureSite } from '../support/waline-site'
import zhCN from '@/locales/zh-CN'
import { baseUrl, closeBrowser, DESKTOP, newPage } from './harness'

let site: RunningServer
let article = ''

beforeAll(async () => {
  site = await startFeatureSite()
  const html = await (await fetch(site.url + '/')).text()
  article = [...html.matchAll(/href="(\/article\/[^"?#]+)"/g)].map((m) => m[1])[0]
})

afterAll(async () => {
  await closeBrowser()
  await site?.stop()
})

interface Opened {
  url: string
  features: string
}

async function openArticle(): Promise<{ page: Page; close: () => Promise<void> }> {
  const { page, context } = await newPage(DESKTOP)
  await keepOffline(context)
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.url })
  // Popups are recorded, not opened.
  await page.addInitScript(() => {
    const w = window as unknown as { __opened: Opened[] }
    w.__opened = []
    window.open = (url?: string | URL, _target?: string, features?: string) => {
      w.__opened.push({ url: String(url), features: features ?? '' })
      return null
    }
  })
  await page.goto(site.url + article, { waitUntil: 'load' })
  await page.locator('[data-testid="share-bar"]').scrollIntoViewIfNeeded()
  return { page, close: () => context.close() }
}

/** Article paths may arrive percent-encoded or not (CJK slugs): compare them decoded. */
const endsWithArticle = (url: string) => decodeURIComponent(url).endsWith(decodeURIComponent(article))

const opened = (page: Page) => page.evaluate(() => (window as unknown as { __opened: Opened[] }).__opened)

describe('share bar', () => {
  it('shows the site list of networks, as 32 px icons', async () => {
    const { page, close } = await openArticle()
    const networks = await page.locator('[data-testid="share-bar"] [data-share]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.share))
    // messenger needs FACEBOOK_APP_ID, which the feature site does not set
    expect(networks).toEqual(['link', 'wechat', 'qq', 'weibo', 'email', 'facebook', 'twitter', 'telegram', 'line', 'reddit', 'whatsapp', 'linkedin'])
    const sizes = await page.locator('[data-testid="share-bar"] svg[width="32"]').evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().width))
    expect(sizes.length).toBeGreaterThanOrEqual(12)
    expect(new Set(sizes)).toEqual(new Set([32]))
    await close()
  })

  it('opens each network’s share URL for this article in a popup of its size', async () => {
    const { page, close } = await openArticle()
    const expectations: Array<[string, string, string, string]> = [
      ['facebook', 'https://www.facebook.com/sharer/sharer.php?', 'u', 'width=550,height=400'],
      ['twitter', 'https://twitter.com/intent/tweet?', 'url', 'width=550,height=400'],
      ['telegram', 'https://t.me/share/url?', 'url', 'width=550,height=400'],
      ['linkedin', 'https://www.linkedin.com/shareArticle?', 'url', 'width=750,height=600'],
      ['weibo', 'https://service.weibo.com/share/share.php?', 'url', 'width=660,height=550'],
      ['qq', 'https://connect.qq.com/widget/shareqq/index.html?', 'url', 'width=760,height=600'],
    ]
    for (const [network, prefix, param, size] of expectations) {
      await page.locator(`[data-share="${network}"]`).click()
      const last = (await opened(page)).at(-1)!
      expect(last.url.startsWith(prefix), network).toBe(true)
      expect(endsWithArticle(new URL(last.url).searchParams.get(param)!), network).toBe(true)
      expect(last.features, network).toContain(size)
    }
    // the share title is post title + separator + site title
    const tweet = new URL((await opened(page)).find((o) => o.url.includes('twitter.com'))!.url)
    expect(tweet.searchParams.get('text')).toMatch(/^.+ \| .+$/)
    // the page itself stayed where it was
    expect(endsWithArticle(new URL(page.url()).pathname)).toBe(true)
    await close()
  })

  it('copies the link and says so in a toast, not a native alert', async () => {
    const { page, close } = await openArticle()
    let alerted = false
    page.on('dialog', (d) => ((alerted = true), d.dismiss()))
    await page.locator('[data-share="link"]').click()
    const toast = page.locator('[data-testid="share-bar"] [role="status"]')
    await expect.poll(() => toast.textContent()).toBe(zhCN.COMMON.URL_COPIED)
    expect(await toast.isVisible()).toBe(true)
    expect(alerted).toBe(false)
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    expect(endsWithArticle(copied)).toBe(true)
    expect((await opened(page)).length).toBe(0)
    await close()
  })

  it('shows the WeChat QR code on hover', async () => {
    const { page, close } = await openArticle()
    const qr = page.locator('[data-testid="share-wechat-qr"]')
    expect(await qr.isVisible()).toBe(false)
    await page.locator('[data-share="wechat"]').hover()
    await expect.poll(() => qr.isVisible()).toBe(true)
    expect(await qr.locator('svg').count()).toBe(1)
    const box = await qr.locator('svg').boundingBox()
    expect(Math.round(box!.width)).toBe(132)
    await close()
  })

  it('hands e-mail to the mail program (a mailto: link, no popup)', async () => {
    const { page, close } = await openArticle()
    const href = await page.locator('[data-share="email"]').getAttribute('href')
    expect(href).toMatch(/^mailto:\?subject=/)
    expect(await page.locator('[data-share="email"]').getAttribute('target')).toBeNull()
    await close()
  })

  it('is absent on pages (type Page)', async () => {
    const { page, context } = await newPage(DESKTOP)
    await keepOffline(context)
    await page.goto(site.url + '/about', { waitUntil: 'load' })
    expect(await page.locator('[data-testid="share-bar"]').count()).toBe(0)
    await context.close()
  })
})

describe('share bar off (default site)', () => {
  it('is absent while POST_SHARE_BAR_ENABLE is off', async () => {
    const html = await (await fetch(baseUrl() + article)).text()
    expect(html).not.toContain('data-testid="share-bar"')
  })
})
