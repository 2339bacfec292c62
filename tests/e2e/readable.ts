// What a reader can read, measured in the page: text that is whole (not cut by an ellipsis, a
// line clamp or a box too narrow), the lines it takes, and dates that say what they are.
import type { Page } from 'playwright-core'

/**
 * The elements matching `selector` (and the elements inside them) that are on screen and whose
 * text is cut: wider or taller than the box that clips it (an ellipsis, a line clamp, a fixed
 * width). A select counts as cut when the option it shows is wider than its box leaves room for.
 */
export function cutText(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const cut: string[] = []
    const canvas = document.createElement('canvas').getContext('2d')!
    for (const root of document.querySelectorAll<HTMLElement>(sel)) {
      if (!root.getClientRects().length) continue
      for (const el of [root, ...root.querySelectorAll<HTMLElement>('*')]) {
        const s = getComputedStyle(el)
        const text = el.innerText?.trim().replace(/\s+/g, ' ') ?? ''
        if (el instanceof HTMLSelectElement) {
          const shown = el.selectedOptions[0]?.text ?? ''
          canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`
          // room for the text: the box less its padding and the drop-down arrow (about 1.25em)
          const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight) - parseFloat(s.fontSize) * 1.25
          if (canvas.measureText(shown).width > room + 1) cut.push(`select “${shown}” (${Math.round(canvas.measureText(shown).width)} px in ${Math.round(room)})`)
          continue
        }
        if (!text || (s.overflowX === 'visible' && s.overflowY === 'visible')) continue
        if (el.clientWidth <= 1 && el.clientHeight <= 1) continue // for screen readers only (sr-only)
        if (el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1) cut.push(`${el.tagName.toLowerCase()} “${text.slice(0, 30)}” (${el.clientWidth}×${el.clientHeight} shows ${el.scrollWidth}×${el.scrollHeight})`)
      }
    }
    return cut
  }, selector)
}

/** How many lines the text of the first visible element matching `selector` is laid out on. */
export function lineCount(page: Page, selector: string): Promise<number> {
  return page.evaluate((sel) => {
    const el = [...document.querySelectorAll(sel)].find((e) => e.getClientRects().length)
    if (!el) return 0
    const tops: number[] = []
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      // text for screen readers only is on no line a reader sees
      if (!n.textContent?.trim() || (n.parentElement && n.parentElement.getBoundingClientRect().width <= 1)) continue
      const range = document.createRange()
      range.selectNodeContents(n)
      for (const r of range.getClientRects()) if (r.width > 0) tops.push(r.top)
    }
    // pieces less than half a line apart are on one line
    const half = parseFloat(getComputedStyle(el).fontSize) / 2
    return tops.sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1] > half).length
  }, selector)
}

/**
 * The dates (`<time>`) shown in `selector` that do not say what they are: beside another date,
 * every date after the first must be labelled (`label`, e.g. LAST_EDITED, in the text around
 * it); one day shown twice counts too.
 */
export function unlabelledDates(page: Page, selector: string, label: string): Promise<string[]> {
  return page.evaluate(
    ([sel, text]) => {
      const times = [...document.querySelectorAll(`${sel} time`)].filter((t) => t.getClientRects().length)
      const days = times.map((t) => t.getAttribute('datetime'))
      const twice = days.filter((d, i) => days.indexOf(d) !== i).map((d) => `${d} shown twice`)
      // what a reader sees around it: text for screen readers only (sr-only) does not count
      const seen = (el: Element) => {
        let out = ''
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
        for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.parentElement && n.parentElement.getBoundingClientRect().width > 1) out += n.textContent
        return out
      }
      const bare = times.slice(1).filter((t) => !seen(t.parentElement!).includes(text)).map((t) => `${t.getAttribute('datetime')} without “${text}”`)
      return [...twice, ...bare]
    },
    [selector, label] as const,
  )
}
