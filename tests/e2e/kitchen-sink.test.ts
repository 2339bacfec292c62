// The kitchen-sink post shows every block family correctly in Chromium, at desktop and mobile
// widths, light and dark; the record map never reaches the browser (issue: block renderer).
import { afterAll, describe, expect, it } from 'vitest'
import { baseUrl, closeBrowser, DESKTOP, MOBILE, visit } from './harness'

afterAll(closeBrowser)

const PATH = '/article/kitchen-sink'

describe.each([
  ['desktop light', { ...DESKTOP }],
  ['mobile dark', { ...MOBILE, cookies: [{ name: 'darkMode', value: 'true' }] }],
])('kitchen sink (%s)', (_name, opts) => {
  it('renders every block family with its structure', async () => {
    const { page, context, status } = await visit(PATH, opts)
    expect(status).toBe(200)
    const count = (sel: string) => page.locator(sel).count()
    // headings with stable anchors, lists numbered across nesting, toggles, to-dos
    expect(await count('.notion-h[id]')).toBeGreaterThanOrEqual(8)
    expect(await count('ol.notion-list ol, ol.notion-list-numbered ol')).toBeGreaterThanOrEqual(1)
    expect(await count('details.notion-toggle, details')).toBeGreaterThanOrEqual(1)
    expect(await count('.notion-to-do')).toBeGreaterThanOrEqual(2)
    // code highlighted on the server with a language label and a copy button; maths by katex
    expect(await count('.notion-code .shiki')).toBeGreaterThanOrEqual(2)
    expect(await count('.notion-code-language')).toBeGreaterThanOrEqual(2)
    expect(await count('.notion-code-copy')).toBeGreaterThanOrEqual(2)
    expect(await count('.katex')).toBeGreaterThanOrEqual(2)
    // layout blocks, tables and databases
    expect(await count('.notion-row .notion-column')).toBeGreaterThanOrEqual(2)
    expect(await count('.notion-simple-table tr')).toBeGreaterThanOrEqual(3)
    expect(await count('.notion-table-view, .notion-collection')).toBeGreaterThanOrEqual(1)
    expect(await count('.notion-callout')).toBeGreaterThanOrEqual(1)
    expect(await count('.notion-quote')).toBeGreaterThanOrEqual(1)
    expect(await count('.notion-sync-block')).toBeGreaterThanOrEqual(2)
    expect(await count('.notion-table-of-contents-item')).toBeGreaterThanOrEqual(8)
    // images reserve their box (no layout shift); embeds load nothing until asked
    const img = page.locator('.notion-lazy-image').first()
    const box = await img.boundingBox()
    expect(box!.height).toBeGreaterThan(50)
    expect(await count('.notion-embed-card')).toBeGreaterThanOrEqual(8)
    expect(await count('iframe')).toBe(0)
    await context.close()
  })

  it('is readable: body text has contrast against its background', async () => {
    const { page, context } = await visit(PATH, opts)
    const [fg, bg] = await page.locator('.notion-text').first().evaluate((el) => {
      let bgEl: Element | null = el
      let bg = 'rgba(0, 0, 0, 0)'
      while (bgEl && (bg === 'rgba(0, 0, 0, 0)' || bg === 'transparent')) {
        bg = getComputedStyle(bgEl).backgroundColor
        bgEl = bgEl.parentElement
      }
      return [getComputedStyle(el).color, bg]
    })
    const lum = (c: string) => {
      const [r, g, b] = c.match(/\d+(\.\d+)?/g)!.slice(0, 3).map(Number).map((v) => {
        const s = v / 255
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x)
    expect((a + 0.05) / (b + 0.05)).toBeGreaterThan(4.5)
    await context.close()
  })
})

describe('on demand', () => {
  it('an embed becomes a sandboxed https iframe only when the reader asks', async () => {
    const { page, context } = await visit(PATH)
    await page.locator('.notion-embed-load').first().click()
    const frame = page.locator('iframe').first()
    await frame.waitFor({ state: 'attached' })
    expect(await frame.getAttribute('src')).toMatch(/^https:\/\//)
    expect(await frame.getAttribute('sandbox')).toBeTruthy()
    await context.close()
  })
})

describe('payload', () => {
  it('holds no record-map data', async () => {
    for (const init of [undefined, { headers: { RSC: '1' } }]) {
      const body = await (await fetch(baseUrl() + PATH, init)).text()
      for (const key of ['"collection_query"', '"last_edited_time"', '"space_id"', '"parent_table"']) expect(body).not.toContain(key)
    }
  })
})
