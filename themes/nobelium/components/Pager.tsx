// Simple pagination: a "previous" and a "next" text button at either end of the column; the
// kit's pagination model gives the links (the visitor's theme kept).
import Link from '@/lib/ui/Link'
import { paginationModel } from '@/lib/theme-kit/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

const BUTTON = 'rounded-md px-3 py-1.5 text-[var(--nb-text)] transition-colors hover:bg-[var(--nb-soft)] hover:text-[var(--nb-fg)]'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  if (!m.prev && !m.next) return null
  return (
    <nav aria-label={t.pagination} className="nb-pager mt-12 flex items-center justify-between">
      {m.prev ? (
        <Link prefetch={false} href={m.prev} rel="prev" className={`-ml-3 ${BUTTON}`}>
          ← {t.prev}
        </Link>
      ) : (
        <span />
      )}
      {m.next ? (
        <Link prefetch={false} href={m.next} rel="next" className={`-mr-3 ${BUTTON}`}>
          {t.next} →
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
