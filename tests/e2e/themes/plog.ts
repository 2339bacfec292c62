// plog's signature parts for the theme matrix: always dark (the matrix checks that itself);
// the full-bleed grid of 16:9 photo cards (3 / 1 columns) with the title over the bottom-left
// (the post's own icon before it, a number only for a post without one) and the category chip
// top-left; cards fading up in turn, not at all with reduced motion; a
// press on a card opening the quick-look dialog with the large picture and the post's link
// (Escape closes, focus goes back to the card); the fixed bottom bar; the info and menu
// slide-overs; numbered pages; the category index saying what it counts; on articles the cover
// header, the one title and the TOC beside; the locked article's form whole above the bar.
import { expect } from 'vitest'
import type { Page } from 'playwright-core'
import type { ThemeSpec } from './types'
import { overlaps, visibleBoxes } from '../overlap'
import { cutText } from '../readable'

const cardBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.pl-grid > .pl-card')].map((card) => {
      const box = (el: Element | null) => {
        if (!el) return null
        const r = el.getBoundingClientRect()
        return { x: r.x, y: r.y + scrollY, w: r.width, h: r.height }
      }
      return { card: box(card)!, title: box(card.querySelector('.pl-card-title')), chip: box(card.querySelector('.pl-chip')) }
    }),
  )

type Boxes = Awaited<ReturnType<typeof cardBoxes>>

/** Every card is 16:9, its title sits bottom-left and its chip top-left. */
function expectPhotoCards(cards: Boxes) {
  for (const [i, { card, title, chip }] of cards.entries()) {
    expect(Math.abs(card.w / card.h - 16 / 9), `card ${i} is 16:9`).toBeLessThan(0.02)
    expect(title, `card ${i} has a title`).not.toBeNull()
    expect(title!.x - card.x, `card ${i}: title at the left`).toBeLessThan(32)
    expect(card.y + card.h - (title!.y + title!.h), `card ${i}: title at the bottom`).toBeLessThan(32)
    expect(title!.y, `card ${i}: title in the lower half`).toBeGreaterThan(card.y + card.h / 2)
    if (chip) {
      expect(chip.x - card.x, `card ${i}: chip at the left`).toBeLessThan(28)
      expect(chip.y - card.y, `card ${i}: chip at the top`).toBeLessThan(28)
    }
  }
}

const columns = (cards: Boxes) => new Set(cards.map((c) => Math.round(c.card.x))).size

/** The bar is on screen, fixed to the bottom edge, and stays there while the page scrolls. */
async function expectBottomBar(page: Page) {
  const bar = page.getByTestId('plog-bar')
  expect(await bar.isVisible()).toBe(true)
  expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
  const viewport = page.viewportSize()!
  const before = (await bar.boundingBox())!
  expect(Math.round(before.y + before.height)).toBe(viewport.height)
  expect(Math.round(before.width)).toBe(viewport.width)
  await page.mouse.wheel(0, 1200)
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(300)
  expect(Math.round((await bar.boundingBox())!.y)).toBe(Math.round(before.y))
  await page.evaluate(() => scrollTo(0, 0))
}

/** A slide-over opens from its side with its content, and Escape or its close button shut it. */
async function expectSlideOver(page: Page, id: string, side: 'left' | 'right', close: 'Escape' | 'button') {
  const button = page.locator(`button[aria-controls="${id}"]`).filter({ visible: true }).first()
  const panel = page.locator(`#${id}`)
  expect(await panel.getAttribute('data-open')).toBe('false')
  await button.click()
  await expect.poll(() => panel.getAttribute('data-open')).toBe('true')
  expect(await panel.getAttribute('role')).toBe('dialog')
  const viewport = page.viewportSize()!
  await expect
    .poll(async () => {
      const b = (await panel.boundingBox())!
      return side === 'left' ? Math.round(b.x) : Math.round(b.x + b.width)
    })
    .toBe(side === 'left' ? 0 : viewport.width)
  if (close === 'Escape') await page.keyboard.press('Escape')
  else await panel.locator('button[aria-label]').first().click()
  await expect.poll(() => panel.getAttribute('data-open')).toBe('false')
  await expect.poll(() => page.evaluate((id) => document.activeElement?.getAttribute('aria-controls') === id, id)).toBe(true)
}

export default {
  appearance: 'dark',

  async home({ page, url }) {
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    // the grid: 16:9 photo cards, three across, title bottom-left, chip top-left
    await page.locator('.pl-grid > .pl-card').first().waitFor()
    const cards = await cardBoxes(page)
    expect(cards.length).toBeGreaterThanOrEqual(9)
    expect(columns(cards)).toBe(3)
    expectPhotoCards(cards)
    expect(cards.filter((c) => c.chip).length).toBeGreaterThan(0)
    // before each title the post's own icon (the sample posts all have one), not a number
    const marks = await page.locator('.pl-grid .pl-card-title').evaluateAll((titles) =>
      titles.map((t) => (t.querySelector('.pl-num') ? `#${t.querySelector('.pl-num')!.textContent}` : (t.querySelector('.pl-emoji, .pl-badge-img') ? 'icon' : 'none'))),
    )
    expect(marks.every((m) => m === 'icon'), marks.join(' ')).toBe(true)
    // full bleed: the first row spans the page
    const row = cards.slice(0, 3).map((c) => c.card)
    expect(Math.round(row[0].x)).toBe(0)
    expect(Math.round(row[2].x + row[2].w)).toBeGreaterThanOrEqual(1278)
    // the cards fade up, one after another
    const motion = await page.evaluate(() =>
      [...document.querySelectorAll('.pl-grid > .pl-card')].slice(0, 3).map((el) => {
        const s = getComputedStyle(el)
        return { name: s.animationName, delay: parseFloat(s.animationDelay) }
      }),
    )
    expect(motion.every((m) => m.name !== 'none')).toBe(true)
    expect(motion[1].delay).toBeGreaterThan(motion[0].delay)
    expect(motion[2].delay).toBeGreaterThan(motion[1].delay)

    // a press on a card opens the quick look: the large picture, the title, the post's link
    const dialog = page.locator('#pl-preview')
    await page.locator('#pl-preview[data-ready]').waitFor({ state: 'attached' })
    const first = page.locator('.pl-grid > .pl-card').first()
    const href = await first.locator('a.pl-card-link').getAttribute('href')
    const title = (await first.locator('.pl-card-title > .line-clamp-2').innerText()).trim()
    await first.locator('a.pl-card-link').click()
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('true')
    expect(page.url()).not.toContain('/article/')
    expect(await dialog.locator('h2').innerText()).toBe(title)
    expect(await dialog.locator(`a[href="${href}"]`).isVisible()).toBe(true)
    const picture = dialog.locator('img')
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(399)
    expect((await picture.boundingBox())!.width).toBeGreaterThan(cards[0].card.w)
    // Escape closes it and focus is back on the card
    await page.keyboard.press('Escape')
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('false')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.pl-card') === document.querySelector('.pl-grid > .pl-card'))).toBe(true)
    // the backdrop closes it too; the dialog's link leads to the post
    await first.locator('a.pl-card-link').click()
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('true')
    await page.mouse.click(12, 12)
    await expect.poll(() => dialog.getAttribute('data-open')).toBe('false')

    // the fixed bottom bar, its info slide-over from the right, numbered pages to page 2
    await expectBottomBar(page)
    await expectSlideOver(page, 'pl-info', 'right', 'Escape')
    expect(await page.locator('#pl-info .pl-avatar, #pl-info .pl-mark').count()).toBeGreaterThan(0)
    expect(await page.locator('.pl-pager a[href*="/page/2"]').count()).toBeGreaterThan(0)

    // the category index says what its number counts ("4 个分类"), not a bare number
    await page.goto(url('/category'), { waitUntil: 'load' })
    const heading = (await page.locator('.pl-head h1').innerText()).trim()
    const note = (await page.locator('.pl-head p').innerText()).trim()
    expect(note).toContain(heading)
    expect(note).toMatch(/^\d+\s*\D+$/)

    // the bar's language picker shows the whole name of the language chosen, clear of the
    // buttons beside it (#42)
    for (const lang of ['zh-TW', 'zh-HK']) {
      await page.goto(url(`/?lang=${lang}`), { waitUntil: 'load' })
      const picker = '.pl-bar [data-testid="language-picker"]'
      expect(await cutText(page, picker), lang).toEqual([])
      expect(overlaps(await visibleBoxes(page, picker), await visibleBoxes(page, '.pl-bar button')), lang).toEqual([])
    }
    await page.goto(url('/'), { waitUntil: 'load' })

    // with reduced motion nothing animates and every card is there at once
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.reload({ waitUntil: 'load' })
    await page.locator('.pl-grid > .pl-card').first().waitFor()
    const still = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('.pl-grid > .pl-card')].map((el) => ({
        name: getComputedStyle(el).animationName,
        running: el.getAnimations().length,
        opacity: getComputedStyle(el).opacity,
      })),
    )
    expect(still.every((s) => s.name === 'none' && s.running === 0 && s.opacity === '1')).toBe(true)
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(300)
    expect(await page.evaluate(() => [...document.querySelectorAll('.pl-grid > .pl-card')].every((el) => el.getAnimations().length === 0))).toBe(true)
  },

  async article({ page, url }) {
    // the cover across the page, the one title at its foot
    const hero = page.locator('header.pl-hero')
    const heroBox = (await hero.boundingBox())!
    expect(Math.round(heroBox.x)).toBe(0)
    expect(Math.round(heroBox.width)).toBe(1280)
    const h1 = page.locator('h1')
    expect(await h1.count()).toBe(1)
    const h1Box = (await h1.boundingBox())!
    expect(h1Box.y).toBeGreaterThan(heroBox.y + heroBox.height / 2)
    expect(h1Box.y + h1Box.height).toBeLessThanOrEqual(heroBox.y + heroBox.height)
    // the contents beside the body lead to the headings
    const links = page.locator('.pl-toc-box a[href^="#"]')
    expect(await links.count()).toBeGreaterThan(2)
    const target = (await links.nth(2).getAttribute('href'))!.slice(1)
    await links.nth(2).click()
    await expect
      .poll(() => page.evaluate((id) => Math.round(document.getElementById(id)!.getBoundingClientRect().top), target))
      .toBeLessThan(160)
    // the phone TOC button is not shown beside it; the bar is there
    expect(await page.locator('button[aria-controls="pl-toc-sheet"]').isVisible()).toBe(false)
    expect(await page.getByTestId('plog-bar').isVisible()).toBe(true)

    // a locked article: its password field and button whole in the first screen, above the bar
    await page.goto(url('/article/members-meal-plan'), { waitUntil: 'load' })
    const barTop = (await page.getByTestId('plog-bar').boundingBox())!.y
    for (const part of ['input[type="password"]', 'button[type="submit"]']) {
      const box = (await page.locator(`[data-testid="article-lock"] ${part}`).boundingBox())!
      expect(box.y + box.height, `${part} above the bar`).toBeLessThanOrEqual(barTop)
    }
    await page.locator('[data-testid="article-lock"] input[type="password"]').click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('password')
  },

  async mobile({ page }) {
    // one column of 16:9 cards, edge to edge
    await page.locator('.pl-grid > .pl-card').first().waitFor()
    const cards = await cardBoxes(page)
    expect(columns(cards)).toBe(1)
    expect(Math.round(cards[0].card.w)).toBe(390)
    expectPhotoCards(cards)
    // the bar collapses to the name and icons: no menu row, a menu button
    await expectBottomBar(page)
    expect(await page.locator('.pl-bar-nav').isVisible()).toBe(false)
    // the menu slides in from the left with the entries; the info panel from the right
    await expectSlideOver(page, 'pl-menu', 'left', 'Escape')
    await page.locator('button[aria-controls="pl-menu"]').click()
    expect(await page.locator('#pl-menu .pl-panel-link').count()).toBeGreaterThan(3)
    await page.keyboard.press('Escape')
    await expectSlideOver(page, 'pl-info', 'right', 'button')
    // a card still opens the quick look
    await page.locator('#pl-preview[data-ready]').waitFor({ state: 'attached' })
    await page.locator('.pl-grid > .pl-card a.pl-card-link').first().click()
    await expect.poll(() => page.locator('#pl-preview').getAttribute('data-open')).toBe('true')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#pl-preview').getAttribute('data-open')).toBe('false')
    expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0)
  },
} satisfies ThemeSpec
