// Third-party scripts (analytics, the page-view counter, ads) in a real browser: the default
// site makes no request to any of them and has no tag for them; the feature site loads each
// configured one, and only after the page has loaded (ads 3 s after the page shows). Every
// non-loopback request is refused and recorded (keepOffline), so nothing leaves the machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RunningServer } from '../support/server'
import { keepOffline, startFeatureSite, type OutsideRequest } from '../support/waline-site'
import { baseUrl, closeBrowser, DESKTOP, newPage } from './harness'

const THIRD_PARTY = /googletagmanager|umami|plausible|hm\.baidu|busuanzi|googlesyndication|_vercel\/insights|chatbase|live2d|twikoo|waline|giscus|utteranc|cusdis|gitalk|valine|artalk/

let article = ''

async function firstArticle(base: string): Promise<string> {
  const html = await (await fetch(base + '/')).text()
  return [...html.matchAll(/href="(\/article\/[^"?#]+)"/g)].map((m) => m[1])[0]
}

/** Opens a page, waits past idle and the 3 s ad delay, and reports what was asked for. */
async function observe(base: string, path: string) {
  const { page, context } = await newPage(DESKTOP)
  const outside = await keepOffline(context)
  const start = Date.now()
  await page.goto(base + path, { waitUntil: 'load' })
  const loadedAt = Date.now()
  await page.waitForTimeout(4500)
  const scripts = await page.locator('script[src]').evaluateAll((els) => els.map((e) => ({ id: e.id, src: (e as HTMLScriptElement).src })))
  const slots = await page.locator('ins.adsbygoogle').count()
  await context.close()
  return { outside, scripts, slots, start, loadedAt }
}

afterAll(closeBrowser)

describe('default configuration', () => {
  beforeAll(async () => {
    article = await firstArticle(baseUrl())
  })

  const pages = () => ['/', '/archive', article]

  it('makes no third-party request and has no third-party tag on the home page, the archive and an article', async () => {
    for (const path of pages()) {
      const { outside, scripts, slots } = await observe(baseUrl(), path)
      expect(outside.filter((r) => THIRD_PARTY.test(r.url)), path).toEqual([])
      expect(scripts.filter((s) => !s.src.startsWith(baseUrl())), path).toEqual([])
      expect(slots, path).toBe(0)
    }
  })
})

describe('everything configured (feature site)', () => {
  let site: RunningServer
  let seen: Awaited<ReturnType<typeof observe>>

  beforeAll(async () => {
    site = await startFeatureSite()
    seen = await observe(site.url, await firstArticle(site.url))
  })
  afterAll(() => site?.stop())

  const asked = (re: RegExp): OutsideRequest | undefined => seen.outside.find((r) => re.test(r.url))

  it('adds each configured analytics script', () => {
    const byId = Object.fromEntries(seen.scripts.map((s) => [s.id, s.src]))
    expect(byId.gtag).toBe('https://www.googletagmanager.com/gtag/js?id=G-LEAFPRESS01')
    expect(byId.umami).toBe('https://cloud.umami.is/script.js')
    expect(byId.plausible).toBe('https://plausible.io/js/script.js')
    expect(byId.baidu).toBe('https://hm.baidu.com/hm.js?0123456789abcdef0123456789abcdef')
    expect(byId.va).toBe(`${site.url}/_vercel/insights/script.js`)
  })

  it('asks each service, and only after the page has loaded', () => {
    for (const re of [/googletagmanager\.com\/gtag\/js/, /cloud\.umami\.is/, /plausible\.io/, /hm\.baidu\.com/, /busuanzi/]) {
      const r = asked(re)
      expect(r, String(re)).toBeDefined()
      expect(r!.at, String(re)).toBeGreaterThanOrEqual(seen.loadedAt - 50)
    }
  })

  it('renders the configured ad slot and loads AdSense 3 s after the page shows', () => {
    expect(seen.slots).toBeGreaterThanOrEqual(1)
    const ads = asked(/pagead2\.googlesyndication\.com\/pagead\/js\/adsbygoogle\.js\?client=ca-pub-1234567890123456/)
    expect(ads).toBeDefined()
    expect(ads!.at - seen.start).toBeGreaterThanOrEqual(3000)
  })
})
