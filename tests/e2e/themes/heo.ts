// heo's signature parts for the theme matrix (heo's own suites, heo-*.test.ts, go further).
import { expect } from 'vitest'
import type { ThemeSpec } from './types'

export default {
  async home({ page }) {
    // the hero: banner, shortcuts and the today card over the recommendations
    await page.locator('.heo-hero').waitFor()
    const today = page.locator('#heo-today-card')
    expect(await today.isVisible()).toBe(true)
    await page.locator('[data-lift-veil]').click()
    await expect.poll(() => today.getAttribute('data-hidden')).toBe('true')
    // the notice ticker shows one notice at a time
    expect(await page.locator('.heo-ticker a[data-active="true"]').count()).toBe(1)
  },
  async article({ page }) {
    // the blue cover band under a transparent top bar, and the sidebar TOC card
    expect(await page.locator('#heo-header').getAttribute('data-white')).toBe('true')
    expect(await page.locator('.heo-toc-card a').count()).toBeGreaterThan(2)
    await page.mouse.wheel(0, 600)
    await expect.poll(() => page.locator('#heo-header').getAttribute('data-solid')).toBe('true')
  },
  async mobile({ page }) {
    // the slide-over menu
    await page.locator('button[aria-controls="heo-slide-over"]').click()
    await expect.poll(() => page.locator('#heo-slide-over').getAttribute('data-open')).toBe('true')
    expect(await page.locator('#heo-slide-over .heo-tile').count()).toBeGreaterThan(2)
  },
} satisfies ThemeSpec
