// matery's pure decisions (no markup, no server-only imports: the card island uses them too).

/** Eight chip tones (CSS .m-tone-0…7): each keeps white text at 4.5:1 or more. */
export const TONES = 8

/** A stable tone for a tag or category name, so a tag has the same colour on every page. */
export function toneOf(name: string): number {
  // FNV-1a over the code points, folded so every bit plays a part
  let h = 0x811c9dc5
  for (const ch of name) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 0x01000193) >>> 0
  return ((h ^ (h >>> 16)) >>> 0) % TONES
}

/** The hero's typed lines: the copy's lines, or the site description (never an empty list
 * while there is something to type). */
export function heroLines(description: string, copyLines: readonly string[], useCopy: boolean): string[] {
  const lines = (useCopy ? copyLines : [description]).map((l) => l.trim()).filter(Boolean)
  return lines.length ? lines : [description.trim()].filter(Boolean)
}

/** Font size step (0…4) of a tag in the cloud, by its share of the largest count. */
export function cloudStep(count: number, max: number): number {
  if (max <= 1) return 1
  return Math.min(4, Math.round((Math.log(count) / Math.log(max)) * 4))
}

/** 'yyyy-MM' → ['yyyy', 'MM'] for the archive's timeline badges. */
export function monthParts(month: string): [string, string] {
  const [y, m] = month.split('-')
  return [y, m ?? '']
}

/** Wide characters (CJK, kana, hangul, full-width forms, emoji) take about a full em. */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6\u{1f000}-\u{1faff}]/u

/** A rough width in em of a line of text: wide characters 1em, others 0.6em (generous). */
export function textEm(text: string): number {
  let em = 0
  for (const ch of text) em += WIDE.test(ch) ? 1 : 0.6
  return em
}

/** The top bar's measures in px (TopBar.tsx, .m-nav-link): its row at 0.95rem, the site title at
 * 1.25rem, each entry's padding, glyph and gap, a sub-menu's chevron, the bar's own buttons. */
const BAR = { menuPx: 15.2, titlePx: 20, entry: 24 + 20 + 6.4, chevron: 16 + 6.4, mark: 36, buttons: 40 + 16, padding: 48 }

/** Tailwind's breakpoints the menu row may start at (TopBar maps each to its classes). */
export const ROW_FROM = [
  ['lg', 1024],
  ['xl', 1280],
] as const
export type RowFrom = (typeof ROW_FROM)[number][0]

/**
 * From which breakpoint the whole menu fits on one row beside the site title (null: nowhere,
 * the drawer is the menu everywhere). The row is measured from its words, so a longer locale
 * (French) moves to a wider breakpoint instead of wrapping its entries or cutting the title;
 * below it, the compact menu (the drawer) stands in. 10% slack covers fonts that run wide.
 */
export function menuRowFrom(title: string, entries: { title: string; subMenu: boolean }[], barMaxPx: number): RowFrom | null {
  const row = entries.reduce((w, e) => w + textEm(e.title) * BAR.menuPx + BAR.entry + (e.subMenu ? BAR.chevron : 0), 0)
  const need = (row + textEm(title) * BAR.titlePx + BAR.mark + BAR.buttons) * 1.1
  for (const [name, px] of ROW_FROM) if (Math.min(px, barMaxPx) - BAR.padding >= need) return name
  return null
}
