// Numbered pagination in ruled boxes: previous, the page numbers with gaps, next. The current
// page is the solid box.
import Link from '@/lib/ui/Link'
import { paginationModel } from '@/lib/theme-kit/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ChevronGlyph } from '../icons'

/** The end of a list: a line saying so and, past the last page, the way back to the first. */
export function ListEnd({ ctx, text, back }: { ctx: ThemeContext; text: string; back: string | null }) {
  return (
    <div className="simple-list-end mt-8 border-y border-[var(--s-line)] py-10 text-center">
      <p className="text-sm text-[var(--s-muted)]">{text}</p>
      {back && (
        <Link prefetch={false} href={ctx.href(back)} className="simple-link mt-3 inline-block">
          {labels(ctx).backToFirst}
        </Link>
      )}
    </div>
  )
}

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
