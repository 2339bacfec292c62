// The pagination model a theme draws: numbered (every page up to 7, else first, a window of 5,
// last, with gaps; lib/site/pagination) or just previous/next. Hrefs keep the visitor's theme.
import { pageHref, pageNumbers } from '@/lib/site/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { themeQuery } from './links'

export type PageCell = { kind: 'page'; n: number; href: string; current: boolean } | { kind: 'gap'; key: string }

export interface PaginationModel {
  page: number
  totalPages: number
  /** the list's first page, for the jump-to-page box */
  root: string
  themeQuery: string
  prev: string | null
  next: string | null
  cells: PageCell[]
}

export function paginationModel(ctx: Pick<ThemeContext, 'href'>, page: number, totalPages: number, root: string): PaginationModel {
  const link = (n: number) => ctx.href(pageHref(root, n))
  return {
    page,
    totalPages,
    root,
    themeQuery: themeQuery(ctx),
    prev: page > 1 ? link(page - 1) : null,
    next: page < totalPages ? link(page + 1) : null,
    cells: pageNumbers(page, totalPages).map((n, i) =>
      n === 'gap' ? { kind: 'gap', key: `gap-${i}` } : { kind: 'page', n, href: link(n), current: n === page },
    ),
  }
}
