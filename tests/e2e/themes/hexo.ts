// hexo's signature parts, used as a reader uses them: the full-screen cover whose greeting types
// itself and whose cue scrolls to the posts, the top bar that turns solid, the purple menu
// underline, the wide cards with covers alternating sides, the sidebar with the site's counts,
// the floating buttons (TOC drawer, comments), and on phones the menu drawer and the sidebar
// under the content.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'
import { getStrings } from '@/lib/i18n'
import { unlabelledDates } from '../readable'

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForTimeout(250) // past the scroll listener's throttle
}

const box = async (page: Page, selector: string) => (await page.locator(selector).first().boundingBox())!

const spec: ThemeSpec = {
  async home({ page, url }) {
    await page.goto(url('/'))
    // the cover fills the first screen, the greeting types itself letter by letter
    const cover = await box(page, '.hexo-home-cover')
    expect(cover.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1)
    const typed = page.locator('[data-typed]')
    await expect.poll(async () => ((await typed.textContent()) ?? '').length, { timeout: 5000 }).toBeGreaterThan(0)
    const first = ((await typed.textContent()) ?? '').length
    await expect.poll(async () => ((await typed.textContent()) ?? '').length, { timeout: 5000 }).toBeGreaterThan(first)

    // the bar is transparent over the cover, solid once scrolled
    const bar = page.locator('#hexo-topnav')
    expect(await bar.getAttribute('data-white')).toBe('true')
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)')

    // one way into search: the bar's search button, no search entry in the menu
    expect(await page.locator('.hexo-top-menu a[href$="/search"]').count()).toBe(0)
    expect(await page.locator('#hexo-topnav button[aria-label]:visible').count()).toBe(1)

    // the menu's purple underline grows on hover
    const entry = page.locator('.hexo-top-menu .hexo-menu-link:not([aria-current])').first()
    await entry.hover()
    await expect.poll(() => entry.evaluate((el) => getComputedStyle(el, '::after').transform), { timeout: 3000 }).toMatch(/^matrix\(1, 0, 0, 1/)

    // the bouncing cue scrolls down to the posts
    await page.locator('.hexo-home-cover a[href="#hexo-feed"]').click()
    await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 5000 }).toBeGreaterThan(cover.height - 150)
    await expect.poll(() => bar.getAttribute('data-solid')).toBe('true')
    expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)')

    // wide cards: the cover on the left of one card, on the right of the next
    const cards = page.locator('.hexo-feed > .hexo-post')
    expect(await cards.count()).toBeGreaterThan(2)
    const sides = await cards.evaluateAll((els) =>
      els.slice(0, 2).map((card) => {
        const c = card.querySelector('.hexo-post-cover')!.getBoundingClientRect()
        const t = card.querySelector('h2')!.getBoundingClientRect()
        return c.left < t.left ? 'left' : 'right'
      }),
    )
    expect(sides[0]).not.toBe(sides[1])

    // the info card counts the site's posts, categories and tags, each a link
    const counts = page.locator('.hexo-info ul a')
    expect(await counts.count()).toBe(3)
    for (const n of await counts.locator('span:last-child').allTextContents()) expect(Number(n)).toBeGreaterThan(0)

    // numbered pagination
    expect(await page.locator('.hexo-pager a[href*="/page/2"]').count()).toBeGreaterThan(0)
  },

  async article({ page, url }) {
    await page.goto(url('/article/kitchen-sink'))
    // the title sits on the cover band; the sidebar's TOC card follows the reading
    await expect.poll(() => page.locator('.hexo-article-band h1').isVisible()).toBe(true)
    // two dates, each saying what it is (the edit day only when it is another day) (#42)
    expect(await unlabelledDates(page, '.hexo-article-facts', getStrings('zh-CN').COMMON.LAST_EDITED)).toEqual([])
    const toc = page.locator('.hexo-toc-card')
    await expect.poll(() => toc.isVisible()).toBe(true)
    const last = toc.locator('a').last()
    const target = (await last.getAttribute('href'))!
    await last.click()
    await expect.poll(() => page.evaluate(() => decodeURIComponent(location.hash))).toBe(decodeURIComponent(target))
    await expect.poll(() => toc.locator('a[data-active="true"]').count(), { timeout: 5000 }).toBe(1)
    // the TOC card stays in view while reading
    const top = (await toc.boundingBox())!.y
    expect(top).toBeGreaterThanOrEqual(0)
    expect(top).toBeLessThan(page.viewportSize()!.height)

    // floating buttons: the TOC drawer opens a dialog of links; no comments button without a comment system
    await scrollTo(page, 0)
    const open = page.locator('.hexo-dock button[aria-controls="hexo-toc-drawer"]')
    await open.click()
    const dialog = page.locator('#hexo-toc-drawer[role="dialog"]')
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('true')
    expect(await dialog.locator('a[href^="#"]').count()).toBeGreaterThan(2)
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('false')
    expect(await page.locator('.hexo-dock a[href="#comment"]').count()).toBe(0)

    // under the body: the copyright block and the previous / next cards
    expect(await page.locator('.hexo-copyright').count()).toBe(1)
    expect(await page.locator('.hexo-neighbours a').count()).toBeGreaterThan(0)

    // scrolled to the very end of a page whose last sections are short (their headings never
    // reach the top): the last section whose heading is on screen is the marked one (#42)
    await page.goto(url('/about'), { waitUntil: 'load' })
    await scrollTo(page, await page.evaluate(() => document.documentElement.scrollHeight))
    const lastOnScreen = await page.evaluate(() => {
      const ids = [...new Set([...document.querySelectorAll('.hexo-toc-card a[href^="#"]')].map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))))]
      const on = ids.filter((id) => {
        const el = document.getElementById(id)
        const top = el?.getClientRects().length ? el.getBoundingClientRect().top : -1
        return top >= 0 && top < innerHeight
      })
      return on.at(-1) ?? null
    })
    expect(lastOnScreen, 'a heading on screen at the end of the page').not.toBeNull()
    await expect.poll(() => page.locator('.hexo-toc-card a[data-active="true"]').getAttribute('href').then((h) => decodeURIComponent(h ?? ''))).toBe(`#${lastOnScreen}`)
  },

  async mobile({ page, url }) {
    await page.goto(url('/'))
    // the menu lives in a drawer
    const menu = page.locator('button[aria-controls="hexo-nav-drawer"]')
    await menu.click()
    const drawer = page.locator('#hexo-nav-drawer')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('true')
    const links = drawer.locator('.hexo-drawer-menu a')
    expect(await links.count()).toBeGreaterThan(2)
    // slid fully into view
    const inView = () =>
      drawer.evaluate((el) => {
        const r = el.getBoundingClientRect()
        return r.left >= 0 && r.right <= window.innerWidth + 1
      })
    await expect.poll(inView).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => drawer.getAttribute('data-open')).toBe('false')

    // the sidebar comes after the posts
    const feed = await box(page, '#hexo-feed')
    const aside = await box(page, '.hexo-aside')
    expect(aside.y).toBeGreaterThanOrEqual(feed.y + feed.height)

    // on an article, the TOC is a drawer from the floating stack
    await page.goto(url('/article/fiber-daily-guide'))
    const open = page.locator('button[aria-controls="hexo-toc-drawer"]')
    await open.click()
    const dialog = page.locator('#hexo-toc-drawer')
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('true')
    const link = dialog.locator('a[href^="#"]').first()
    await link.click()
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('false')
  },
}

export default spec
