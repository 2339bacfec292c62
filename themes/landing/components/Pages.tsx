// Numbered pagination: round number buttons (the current one in ink), gaps as an ellipsis, and
// arrow buttons at either end; the kit's pagination model gives the links.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { paginationModel } from '@/lib/theme-kit/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

const CELL = 'grid h-10 min-w-10 place-items-center rounded-full px-3 text-sm font-semibold tabular-nums transition-colors'

export default function Pages({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  if (totalPages <= 1) return null
  return (
    <nav aria-label={t.pagination} className="ld-pages mt-12 flex flex-wrap items-center justify-center gap-1.5">
      {m.prev ? (
        <Link prefetch={false} href={m.prev} rel="prev" aria-label={t.prev} title={t.prev} className={`${CELL} text-[var(--ld-text)] hover:bg-[var(--ld-soft)]`}>
          <Icon name="arrowLeft" size={18} />
        </Link>
      ) : null}
      {m.cells.map((cell) =>
        cell.kind === 'gap' ? (
          <span key={cell.key} aria-hidden="true" className="px-1 text-[var(--ld-muted)]">
            …
          </span>
        ) : (
          <Link
            prefetch={false}
            key={cell.n}
            href={cell.href}
            aria-label={format(t.pageN, { n: cell.n })}
            aria-current={cell.current ? 'page' : undefined}
            className={`${CELL} ${cell.current ? 'bg-[var(--ld-ink)] text-[var(--ld-ink-text)]' : 'text-[var(--ld-text)] hover:bg-[var(--ld-soft)]'}`}
          >
            {cell.n}
          </Link>
        ),
      )}
      {m.next ? (
        <Link prefetch={false} href={m.next} rel="next" aria-label={t.next} title={t.next} className={`${CELL} text-[var(--ld-text)] hover:bg-[var(--ld-soft)]`}>
          <Icon name="arrowRight" size={18} />
        </Link>
      ) : null}
    </nav>
  )
}
