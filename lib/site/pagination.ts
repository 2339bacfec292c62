// Pagination maths, shared by every theme.
import type { ArchiveGroup } from './types'

/**
 * Posts on one archive page. The archive lists every post, so one page of 3,000 posts was 4 MB
 * of HTML held in every cache (and 14 MB at 10,000): past this many it continues on
 * `/archive/page/2`. A site of up to 200 posts keeps its one archive page.
 */
export const ARCHIVE_PAGE_SIZE = 200

/** The archive page that shows the first post of `month` (yyyy-MM); 1 when no post is of that month. */
export function archiveMonthPage(groups: ArchiveGroup[], month: string, size = ARCHIVE_PAGE_SIZE): number {
  let before = 0
  for (const g of groups) {
    if (g.month === month) return Math.floor(before / size) + 1
    before += g.posts.length
  }
  return 1
}

/** The month groups of archive page `page` (a month may continue on the next page) and the page count. */
export function archivePage(groups: ArchiveGroup[], page: number, size = ARCHIVE_PAGE_SIZE): { groups: ArchiveGroup[]; totalPages: number; total: number } {
  const total = groups.reduce((n, g) => n + g.posts.length, 0)
  const from = (page - 1) * size
  const to = from + size
  const out: ArchiveGroup[] = []
  let at = 0
  for (const g of groups) {
    const start = Math.max(from - at, 0)
    const end = Math.min(to - at, g.posts.length)
    if (start < end) out.push({ month: g.month, posts: g.posts.slice(start, end) })
    at += g.posts.length
    if (at >= to) break
  }
  return { groups: out, totalPages: pageCount(total, size), total }
}

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
