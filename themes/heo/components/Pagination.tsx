// Numbered pagination: every page up to 7, else first, a window of 5, last, with gaps
// (the kit's pagination model), previous/next arrows and a jump-to-page box.
import Link from '@/lib/ui/Link'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ArrowRightIcon, ChevronLeftIcon, ChevronRightIcon } from '../icons'
import JumpToPage from '@/lib/ui/kit/JumpToPage'
import { labels } from '@/lib/theme-kit/labels'

const CELL = 'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors'

export default function Pagination({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  const idle = `${CELL} border border-[var(--heo-border)] bg-[var(--heo-card)] hover:border-[var(--heo-accent)] hover:bg-[var(--heo-accent-bg)] hover:text-white`
  return (
    <nav aria-label={t.pagination} className="heo-pagination mt-8 flex flex-wrap items-center justify-center gap-2">
      {m.prev && (
        <Link prefetch={false} href={m.prev} rel="prev" aria-label={t.prev} className={idle}>
          <ChevronLeftIcon size={16} />
        </Link>
      )}
      {m.cells.map((c) =>
        c.kind === 'gap' ? (
          <span key={c.key} className={`${CELL} text-[var(--heo-muted)]`} aria-hidden="true">
            …
          </span>
        ) : c.current ? (
          <span key={c.n} aria-current="page" className={`${CELL} bg-[var(--heo-accent-bg)] text-white`}>
            {c.n}
          </span>
        ) : (
          <Link prefetch={false} key={c.n} href={c.href} className={idle}>
            {c.n}
          </Link>
        ),
      )}
      {m.next && (
        <Link prefetch={false} href={m.next} rel="next" aria-label={t.next} className={idle}>
          <ChevronRightIcon size={16} />
        </Link>
      )}
      <JumpToPage
        root={m.root}
        themeQuery={m.themeQuery}
        label={t.jumpTo}
        className="flex h-9 items-center overflow-hidden rounded-lg border border-[var(--heo-border)] bg-[var(--heo-card)] focus-within:border-[var(--heo-accent)]"
        inputClassName="heo-jump h-full w-20 bg-transparent px-2 text-center text-sm outline-none placeholder:text-[var(--heo-muted)]"
        buttonClassName="flex h-full w-9 items-center justify-center text-[var(--heo-muted)] hover:bg-[var(--heo-accent-bg)] hover:text-white"
      >
        <ArrowRightIcon size={16} />
      </JumpToPage>
    </nav>
  )
}
