// SLOT: pagination (numbered). Previous, the page numbers with gaps, next: the kit's
// paginationModel gives the cells and links; the current page is a blue square.
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

const CELL = 'flex h-9 min-w-9 items-center justify-center rounded border px-3 text-sm'
const IDLE = `${CELL} example-link border-ex-line hover:border-ex-accent`

export default function Pagination({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  if (totalPages <= 1) return null
  const m = paginationModel(ctx, page, totalPages, root)
  return (
    <nav aria-label={t.pagination} className="example-pagination mt-8 flex flex-wrap justify-center gap-2">
      {m.prev && (
        <Link prefetch={false} href={m.prev} rel="prev" className={IDLE}>
          ← {t.prev}
        </Link>
      )}
      {m.cells.map((c) =>
        c.kind === 'gap' ? (
          <span key={c.key} aria-hidden="true" className={`${CELL} border-transparent text-ex-muted`}>
            …
          </span>
        ) : c.current ? (
          <span key={c.n} aria-current="page" className={`${CELL} border-ex-accent-bg bg-ex-accent-bg text-white`}>
            {c.n}
          </span>
        ) : (
          <Link prefetch={false} key={c.n} href={c.href} className={IDLE}>
            {c.n}
          </Link>
        ),
      )}
      {m.next && (
        <Link prefetch={false} href={m.next} rel="next" className={IDLE}>
          {t.next} →
        </Link>
      )}
    </nav>
  )
}
