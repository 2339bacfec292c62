// Numbered pagination: every page up to 7, else first, a window of 5, last, with gaps
// (lib/site/pagination), previous/next arrows and a jump-to-page box.
import Link from '@/lib/ui/Link'
import { pageHref, pageNumbers } from '@/lib/site/pagination'
import type { ThemeContext } from '@/themes/types'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons'
import JumpToPage from '../islands/JumpToPage'
import { heoText } from '../text'

const CELL = 'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors'

export default function Pagination({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = heoText(ctx)
  const themeQuery = new URL(ctx.href('/'), 'http://x').search
  const link = (n: number) => ctx.href(pageHref(root, n))
  const idle = `${CELL} border border-[var(--heo-border)] bg-[var(--heo-card)] hover:border-[var(--heo-accent)] hover:bg-[var(--heo-accent-bg)] hover:text-white`
  return (
    <nav aria-label={t.pagination} className="heo-pagination mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link prefetch={false} href={link(page - 1)} rel="prev" aria-label={t.prev} className={idle}>
          <ChevronLeftIcon size={16} />
        </Link>
      )}
      {pageNumbers(page, totalPages).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} className={`${CELL} text-[var(--heo-muted)]`} aria-hidden="true">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${CELL} bg-[var(--heo-accent-bg)] text-white`}>
            {n}
          </span>
        ) : (
          <Link prefetch={false} key={n} href={link(n)} className={idle}>
            {n}
          </Link>
        ),
      )}
      {page < totalPages && (
        <Link prefetch={false} href={link(page + 1)} rel="next" aria-label={t.next} className={idle}>
          <ChevronRightIcon size={16} />
        </Link>
      )}
      <JumpToPage root={root} themeQuery={themeQuery} label={t.jumpTo} />
    </nav>
  )
}
