// Numbered pages under the grid: round numbers, the current one filled, arrows at the ends.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  if (totalPages <= 1) return null
  const m = paginationModel(ctx, page, totalPages, root)
  // an arrow at either end: a link while there is a page that way, a dim mark otherwise
  const end = (href: string | null, rel: 'prev' | 'next') => {
    const arrow = <Icon name={rel === 'prev' ? 'left' : 'right'} size={18} />
    const name = rel === 'prev' ? t.prev : t.next
    if (!href) return <span className="pl-page pl-page-off" aria-hidden="true">{arrow}</span>
    return <Link prefetch={false} href={href} rel={rel} aria-label={name} title={name} className="pl-page">{arrow}</Link>
  }
  return (
    <nav aria-label={t.pagination} className="pl-pager">
      {end(m.prev, 'prev')}
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
      {end(m.next, 'next')}
    </nav>
  )
}
