// Simple pagination, as fukasawa has it: "previous" on the left, "next" on the right, and
// where the reader is in between. Both are the same white button; at the first or the last
// page that end is simply not there (its place kept, so the middle stays in the middle).
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  // an end of the row: a link while there is a page that way, an empty place at the first or last page
  const end = (href: string | null, rel: 'prev' | 'next') => {
    const content =
      rel === 'prev' ? (
        <>
          <Glyph name="left" size={16} />
          {t.prev}
        </>
      ) : (
        <>
          {t.next}
          <Glyph name="right" size={16} />
        </>
      )
    return href ? (
      <Link prefetch={false} href={href} rel={rel} className="fk-button">
        {content}
      </Link>
    ) : (
      <span className="fk-button invisible" aria-hidden="true">
        {content}
      </span>
    )
  }
  return (
    <nav aria-label={t.pagination} className="fk-pager mx-auto mt-4 flex max-w-[72rem] items-center justify-between gap-3">
      {end(m.prev, 'prev')}
      <span className="text-sm text-[var(--fk-muted)]">{format(labels(ctx).pageOf, { page: m.page, total: m.totalPages })}</span>
      {end(m.next, 'next')}
    </nav>
  )
}
