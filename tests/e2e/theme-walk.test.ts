// A reader walks through all twelve themes from one article with the theme switch: each click
// goes to the next theme in the registry's order (wrapping round), the page is that theme's
// own look (its own stylesheet, its own layout) and the same article, and the choice is kept
// in the `theme` cookie for the next pages.
import { afterAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { THEME_NAMES } from '@/lib/config/names'
import { baseUrl, closeBrowser, DESKTOP, newPage } from './harness'
import { sampleSite } from '../support/sample'

afterAll(closeBrowser)

const ARTICLE = sampleSite().posts.find((p) => p.slug === 'fiber-daily-guide')!

/** What makes a theme look like itself, read from the page as drawn. */
async function look(page: Page) {
  return page.evaluate(() => {
    const h1 = document.querySelector('h1')!
    const box = h1.getBoundingClientRect()
    const style = getComputedStyle(h1)
    return {
      theme: document.documentElement.dataset.theme,
      sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((l) => new URL(l.href).pathname).sort().join(' '),
      // where and how the title is drawn, and the page behind it
      drawn: [Math.round(box.x), Math.round(box.y), style.fontSize, style.fontWeight, style.color, style.fontFamily, getComputedStyle(document.body).backgroundColor].join(' | '),
      title: h1.innerText,
      body: (document.querySelector('.notion-page') as HTMLElement | null)?.innerText ?? '',
    }
  })
}

describe('switching among all twelve themes', () => {
  it('walks the theme switch through all twelve from one article, each in its own look with the same text', async () => {
    const start = 'heo'
    const { page, context } = await newPage({ ...DESKTOP, cookies: [{ name: 'theme', value: start }] })
    await page.goto(baseUrl() + ARTICLE.href, { waitUntil: 'load' })
    const first = await look(page)
    expect(first.theme).toBe(start)
    const text = first.body.replace(/\s+/g, ' ').slice(0, 80)
    expect(text.length).toBeGreaterThan(20)

    const seen = new Map([[start, first]])
    let current = start
    for (let step = 0; step < THEME_NAMES.length; step++) {
      const next = THEME_NAMES[(THEME_NAMES.indexOf(current as never) + 1) % THEME_NAMES.length]
      const button = page.getByTestId('theme-switch').filter({ visible: true }).first()
      expect(await button.count(), `${current} shows the theme switch`).toBe(1)
      expect(await button.getAttribute('aria-label')).toContain(next)
      await button.click()
      await page.waitForURL((u) => u.searchParams.get('theme') === next)
      await page.waitForLoadState('load')
      const now = await look(page)
      expect(now.theme, `after ${current}`).toBe(next)
      expect(now.title).toContain(ARTICLE.title)
      expect(now.body.replace(/\s+/g, ' '), `${next} shows the same article`).toContain(text)
      expect((await context.cookies()).find((c) => c.name === 'theme')?.value).toBe(next)
      if (next !== start) seen.set(next, now)
      current = next
    }
    // round the twelve and back where it started
    expect(current).toBe(start)
    expect([...seen.keys()].sort()).toEqual([...THEME_NAMES].sort())
    // twelve looks: each its own stylesheet and its own way of drawing the page
    const looks = [...seen.values()]
    expect(new Set(looks.map((l) => l.sheets)).size, 'a stylesheet per theme').toBe(THEME_NAMES.length)
    expect(new Set(looks.map((l) => l.drawn)).size, looks.map((l) => `${l.theme}: ${l.drawn}`).join('\n')).toBe(THEME_NAMES.length)

    // the choice is carried to the next pages without ?theme=
    await page.goto(baseUrl() + '/archive', { waitUntil: 'load' })
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(start)
    await context.close()
  }, 300_000)
})
