// What covers what, measured in the page: the boxes of text lines and of interactive elements,
// for tests that assert nothing fixed sits on top of something a reader needs.
import type { Page } from 'playwright-core'

export interface Box {
  x: number
  y: number
  width: number
  height: number
  /** what the box belongs to, for failure messages */
  what: string
}

export const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** Pairs of boxes that intersect, described for a failure message. */
export function overlaps(covers: Box[], covered: Box[]): string[] {
  return covers.flatMap((c) => covered.filter((t) => intersects(c, t)).map((t) => `${c.what} covers ${t.what}`))
}

/**
 * The boxes of the visible elements matching `selector` that are on screen (viewport
 * coordinates, so fixed and scrolling elements compare at the current scroll).
 */
export function visibleBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((sel) => {
    const shown = (el: Element) => {
      for (let e: Element | null = el; e; e = e.parentElement) {
        const s = getComputedStyle(e)
        if (s.display === 'none' || s.visibility === 'hidden' || Number(s.opacity) === 0) return false
      }
      return true
    }
    return [...document.querySelectorAll(sel)]
      .filter(shown)
      .map((el) => {
        const r = el.getBoundingClientRect()
        const what = `${el.tagName.toLowerCase()}[${el.getAttribute('aria-label') ?? el.getAttribute('href') ?? ''}] “${(el as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 30)}”`
        return { x: r.x, y: r.y, width: r.width, height: r.height, what }
      })
      .filter((b) => b.width > 0 && b.height > 0 && b.y < innerHeight && b.y + b.height > 0)
  }, selector)
}

/** The boxes of the text lines inside the elements matching `selector` that are on screen. */
export function textLineBoxes(page: Page, selector: string): Promise<Box[]> {
  return page.evaluate((sel) => {
    const boxes: Array<{ x: number; y: number; width: number; height: number; what: string }> = []
    // what a reader sees of a line: clipped by every scrolling or clipping box around it (a code
    // block's long line runs on under its scroll box, out of sight)
    const clipOf = (el: Element | null) => {
      let [left, top, right, bottom] = [-Infinity, -Infinity, Infinity, Infinity]
      for (let e = el; e; e = e.parentElement) {
        const s = getComputedStyle(e)
        if (s.overflowX === 'visible' && s.overflowY === 'visible') continue
        const r = e.getBoundingClientRect()
        ;[left, top, right, bottom] = [Math.max(left, r.left), Math.max(top, r.top), Math.min(right, r.right), Math.min(bottom, r.bottom)]
      }
      return { left, top, right, bottom }
    }
    for (const root of document.querySelectorAll(sel)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? ''
        if (!text.trim()) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const clip = clipOf(node.parentElement)
        for (const r of range.getClientRects()) {
          const [x, y] = [Math.max(r.left, clip.left), Math.max(r.top, clip.top)]
          const [width, height] = [Math.min(r.right, clip.right) - x, Math.min(r.bottom, clip.bottom) - y]
          if (width > 0 && height > 0 && y < innerHeight && y + height > 0) boxes.push({ x, y, width, height, what: `line “${text.trim().slice(0, 24)}”` })
        }
      }
    }
    return boxes
  }, selector)
}
