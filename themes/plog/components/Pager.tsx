// Numbered pages under the grid: round numbers, the current one filled, arrows at the ends.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/themes/types'
import { Icon } from '../icons'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  if (totalPages <= 1) return null
  const m = paginationModel(ctx, page, totalPages, root)
  return (
    <nav aria-label={t.pagination} className="pl-pager">
      {m.prev ? (
        <Link prefetch={false} href={m.prev} rel="prev" aria-label={t.prev} title={t.prev} className="pl-page">
          <Icon name="left" size={18} />
        </Link>
      ) : (
        <span className="pl-page pl-page-off" aria-hidden="true">
          <Icon name="left" size={18} />
        </span>
      )}
      {m.cells.map((c) =>
        c.kind === 'gap' ? (
          <span key={c.key} className="pl-page pl-page-gap" aria-hidden="true">
            …
          </span>
        ) : c.current ? (
          <span key={c.n} aria-current="page" className="pl-page pl-page-on">
            <span className="sr-only">{format(t.pageN, { n: c.n })}</span>
            <span aria-hidden="true">{c.n}</span>
          </span>
        ) : (
          <Link key={c.n} prefetch={false} href={c.href} aria-label={format(t.pageN, { n: c.n })} className="pl-page">
            {c.n}
          </Link>
        ),
      )}
      {m.next ? (
        <Link prefetch={false} href={m.next} rel="next" aria-label={t.next} title={t.next} className="pl-page">
          <Icon name="right" size={18} />
        </Link>
      ) : (
        <span className="pl-page pl-page-off" aria-hidden="true">
          <Icon name="right" size={18} />
        </span>
      )}
    </nav>
  )
}
