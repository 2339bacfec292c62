// Numbered pagination in ruled boxes: previous, the page numbers with gaps, next. The current
// page is the solid box.
import Link from '@/lib/ui/Link'
import { paginationModel } from '@/lib/theme-kit/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/themes/types'
import { ChevronGlyph } from '../icons'

export default function Pagination({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  return (
    <nav aria-label={t.pagination} className="simple-pagination mt-10 flex flex-wrap items-center gap-2">
      {m.prev && (
        <Link prefetch={false} href={m.prev} rel="prev" className="simple-cell">
          <ChevronGlyph dir="left" size={14} />
          {t.prev}
        </Link>
      )}
      {m.cells.map((c) =>
        c.kind === 'gap' ? (
          <span key={c.key} aria-hidden="true" className="px-1 text-[var(--s-muted)]">
            …
          </span>
        ) : c.current ? (
          <span key={c.n} aria-current="page" className="simple-cell">
            {c.n}
          </span>
        ) : (
          <Link prefetch={false} key={c.n} href={c.href} className="simple-cell">
            {c.n}
          </Link>
        ),
      )}
      {m.next && (
        <Link prefetch={false} href={m.next} rel="next" className="simple-cell">
          {t.next}
          <ChevronGlyph size={14} />
        </Link>
      )}
    </nav>
  )
}
