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
