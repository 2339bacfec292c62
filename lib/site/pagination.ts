// Pagination maths, shared by every theme.

export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage))
}

export function pageSlice<T>(items: T[], page: number, perPage: number): T[] {
  return items.slice((page - 1) * perPage, page * perPage)
}

/**
 * The numbered pagination row: every page when there are 7 or fewer; otherwise the first page,
 * a window of 5 around the current one, the last page, and 'gap' markers between.
 */
export function pageNumbers(current: number, total: number): Array<number | 'gap'> {
  if (total <= 7) return Array.from({ length: total }, (_, i) => i + 1)
  let start = Math.max(2, current - 2)
  let end = Math.min(total - 1, current + 2)
  if (current <= 3) (start = 2), (end = 6)
  if (current >= total - 2) (start = total - 5), (end = total - 1)
  const out: Array<number | 'gap'> = [1]
  if (start > 2) out.push('gap')
  for (let p = start; p <= end; p++) out.push(p)
  if (end < total - 1) out.push('gap')
  out.push(total)
  return out
}

/** The URL of page n of a list whose first page is `root` ('/' or '/tag/x'). */
export function pageHref(root: string, n: number): string {
  if (n <= 1) return root
  return `${root === '/' ? '' : root}/page/${n}`
}

/** Digits only, as the jump-to-page input accepts them; null when nothing is left. */
export function parseJump(input: string): number | null {
  const digits = input.replace(/\D/g, '')
  if (!digits) return null
  const n = Number(digits)
  return n >= 1 ? n : null
}
