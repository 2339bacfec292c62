// Material numbered pagination: round raised buttons, the current page filled with the
// gradient, chevrons for previous/next (greyed out at the ends), gaps for skipped pages, and
// "page n of m" under the row. Cells from the kit's pagination model.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  const end = (href: string | null, rel: 'prev' | 'next', label: string) =>
    href ? (
      <Link href={href} rel={rel} aria-label={label} title={label} className="m-page">
        <Icon name={rel === 'prev' ? 'left' : 'right'} size={22} />
      </Link>
    ) : (
      <span aria-hidden="true" className="m-page opacity-40 shadow-none">
        <Icon name={rel === 'prev' ? 'left' : 'right'} size={22} />
      </span>
    )
  return (
    <nav aria-label={t.pagination} className="m-pager mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2.5">
        <li>{end(m.prev, 'prev', t.prev)}</li>
        {m.cells.map((cell) =>
          cell.kind === 'gap' ? (
            <li key={cell.key} aria-hidden="true" className="px-1 text-[var(--m-muted)]">
              ⋯
            </li>
          ) : (
            <li key={cell.n}>
              {cell.current ? (
                <span aria-current="page" className="m-page">
                  {cell.n}
                </span>
              ) : (
                <Link href={cell.href} className="m-page">
                  {cell.n}
                </Link>
              )}
            </li>
          ),
        )}
        <li>{end(m.next, 'next', t.next)}</li>
      </ul>
      <p className="mt-4 text-center text-sm text-[var(--m-muted)]">{format(labels(ctx).pageOf, { page, total: totalPages })}</p>
    </nav>
  )
}
