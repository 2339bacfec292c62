// Issue #41: tabs, buttons and the breadcrumb block of the kitchen-sink post, in a real browser,
// against the shared default server. Four theme/mode/width combinations cover heo (1280 light,
// 390 dark), next (1280 dark) and medium (390 light) in one visit each; the longer paths (a TOC
// entry into the second tab, a hash naming a heading in it, the page button, axe) run once or
// twice, not in every combination, to keep the file short.
import { createRequire } from 'node:module'
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, visit } from './harness'

afterAll(closeBrowser)

const PATH = '/article/kitchen-sink'
const SECRETS = ['hooks.example.com', 'sample-webhook-secret', 'weekly-menu"}', 'Authorization']

/** axe-core when it is installed (it comes with the Lighthouse bench); null otherwise. */
const axePath = (() => {
  try {
    return createRequire(import.meta.url).resolve('axe-core/axe.min.js')
  } catch {
    return null
  }
})()

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath! })
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe
    const result = await axe.run({ include: [['.notion-tabs'], ['.notion-button-row'], ['.notion-breadcrumb']] }, { resultTypes: ['violations'] })
    return result.violations.map((v) => `${v.id} (${v.nodes.length})`)
  })
}

const selected = (page: Page) => page.locator('.notion-tabs [role="tab"][aria-selected="true"]').first().innerText()
const visiblePanels = (page: Page) => page.locator('.notion-tabs').first().locator('[role="tabpanel"]:visible').count()

const dark = [{ name: 'darkMode', value: 'true' }]
const COMBOS = [
  { name: 'heo 1280 light', theme: 'heo', ...DESKTOP, cookies: [] as Array<{ name: string; value: string }>, deep: true },
  { name: 'heo 390 dark', theme: 'heo', ...MOBILE, cookies: dark, deep: false },
  { name: 'next 1280 dark', theme: 'next', ...DESKTOP, cookies: dark, deep: true },
  { name: 'medium 390 light', theme: 'medium', ...MOBILE, cookies: [], deep: false },
]

describe.each(COMBOS)('kitchen-sink tabs, buttons and breadcrumb ($name)', (combo) => {
  it('switches tabs by click and keyboard without a request, and draws them in the theme', async () => {
    const { page, context, status } = await visit(PATH, { width: combo.width, height: combo.height, cookies: [...combo.cookies, { name: 'theme', value: combo.theme }] })
    expect(status).toBe(200)
    const tabs = page.locator('.notion-tabs').first()
    const tab = (name: string) => tabs.getByRole('tab', { name })
    await tabs.scrollIntoViewIfNeeded()
    expect(await tabs.getByRole('tab').allInnerTexts()).toEqual(['早餐', '午餐', '晚餐'])
    expect(await selected(page)).toBe('早餐')
    expect(await visiblePanels(page)).toBe(1)
    // every panel's content is in the document
    expect(await tabs.locator('[role="tabpanel"] .notion-code .shiki').count()).toBe(1)

    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await tab('午餐').click()
    expect(await selected(page)).toBe('午餐')
    expect(await tabs.getByRole('tabpanel', { name: '午餐' }).isVisible()).toBe(true)
    expect(await tabs.getByRole('tabpanel', { name: '早餐' }).isHidden()).toBe(true)
    // keyboard: arrows wrap, Home/End, the focus follows the selection
    await page.keyboard.press('ArrowRight')
    expect(await selected(page)).toBe('晚餐')
    await page.keyboard.press('ArrowRight')
    expect(await selected(page)).toBe('早餐')
    await page.keyboard.press('End')
    expect(await selected(page)).toBe('晚餐')
    await page.keyboard.press('Home')
    expect(await selected(page)).toBe('早餐')
    await page.keyboard.press('ArrowLeft')
    expect(await selected(page)).toBe('晚餐')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('晚餐')
    expect(await visiblePanels(page)).toBe(1)
    // the lunch tab's image box is real once shown (lazy images load from the panel)
    await tab('午餐').click()
    expect((await tabs.locator('.notion-lazy-image').first().boundingBox())!.height).toBeGreaterThan(50)
    expect(requests.filter((u) => !/\/files\/|\/_next\/image|\/images?\//.test(u))).toEqual([])

    // the theme's accent under the selected tab; the labels stay on one line at 390 (they scroll)
    const look = await tabs.evaluate((el) => {
      const list = el.querySelector<HTMLElement>('[role="tablist"]')!
      const sel = el.querySelector<HTMLElement>('[aria-selected="true"]')!
      const tops = [...list.children].map((t) => (t as HTMLElement).offsetTop)
      const accent = getComputedStyle(el).getPropertyValue('--lp-search-accent').trim()
      return { border: getComputedStyle(sel).borderBottomColor, oneLine: new Set(tops).size === 1, overflowX: getComputedStyle(list).overflowX, accent }
    })
    expect(look.oneLine).toBe(true)
    expect(look.overflowX).toBe('auto')
    expect(look.accent).not.toBe('')
    expect(look.border).not.toBe('rgba(0, 0, 0, 0)')

    // buttons: the sub-page, the external URL (opened like other external links), the webhook inert
    const rows = page.locator('.notion-button-row')
    expect(await rows.count()).toBe(3)
    const pageButton = rows.nth(0).locator('a')
    expect(await pageButton.getAttribute('href')).toMatch(/^\/article\/kitchen-sink\/./)
    const urlButton = rows.nth(1).locator('a')
    expect(await urlButton.getAttribute('href')).toBe('https://www.hpa.gov.tw/')
    expect(await urlButton.getAttribute('target')).toBe('_blank')
    expect(await urlButton.getAttribute('rel')).toBe('noopener noreferrer')
    expect(await rows.nth(2).locator('a').count()).toBe(0)
    expect(await rows.nth(2).innerText()).toBe('訂閱每週菜單')
    // the breadcrumb block: the post alone, current
    expect(await page.locator('.notion-breadcrumb [aria-current="page"]').innerText()).toBe('版面示範：所有區塊一次看')

    if (combo.deep) {
      if (axePath) expect(await axeViolations(page)).toEqual([])
      // the webhook's URL, headers and body are nowhere in the page (HTML and RSC payload)
      const html = await page.content()
      const rsc = await (await fetch(baseUrl() + PATH, { headers: { RSC: '1', cookie: `theme=${combo.theme}` } })).text()
      for (const secret of SECRETS) {
        expect(html).not.toContain(secret)
        expect(rsc).not.toContain(secret)
      }
    }
    await context.close()
  })
}, 30_000)

describe('kitchen-sink tabs: navigation (heo 1280 light)', () => {
  it('a TOC entry opens the second tab, a hash naming its heading opens it on load, the page button lands on the sub-page, whose sub-page has the trail', async () => {
    const { page, context } = await visit(PATH, { ...DESKTOP })
    const heading = page.locator('.notion-tabs .notion-h', { hasText: '午餐便當怎麼配' })
    const id = await heading.getAttribute('id')
    expect(await heading.isHidden()).toBe(true)
    await page.locator(`.notion-table-of-contents a[href="#${id}"]`).click()
    await expect.poll(() => selected(page)).toBe('午餐')
    await expect.poll(() => heading.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200)
    expect(await heading.isVisible()).toBe(true)

    // the page button: a same-site navigation to the sub-page
    await page.locator('.notion-button-row a').first().click()
    await page.waitForURL(/\/article\/kitchen-sink\/./)
    await expect.poll(() => page.locator('.notion').first().innerText()).toContain('紅色的番茄')
    // one level further down, the breadcrumb block there shows the same trail as the kit's
    const veg = new URL(page.url()).pathname
    await Promise.all([page.waitForURL((u) => u.pathname !== veg), page.locator('a.notion-page-link', { hasText: '紅色蔬果與茄紅素' }).click()])
    expect(await page.locator('.notion-breadcrumb a').allInnerTexts()).toEqual(['版面示範：所有區塊一次看', '延伸閱讀：蔬菜的顏色密碼'])
    expect(await page.locator('.notion-breadcrumb [aria-current="page"]').innerText()).toBe('紅色蔬果與茄紅素')
    expect(await page.locator('.notion-breadcrumb a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      await page.locator('nav[data-breadcrumb] a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    )

    await context.close()
    // an address naming the heading: its tab is open once the page is there (a page of its own,
    // in front: a background tab's hash is lost by the head's hash script for any heading)
    const second = await visit(`${PATH}#${id}`, { ...DESKTOP })
    await expect.poll(() => selected(second.page)).toBe('午餐')
    await second.context.close()
  })
}, 30_000)
