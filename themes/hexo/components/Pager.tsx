// Numbered pagination (the kit's model: every page up to 7, else first, a window, last, with
// gaps) between previous / next arrows.
import Link from '@/lib/ui/Link'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'

const CELL = 'flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-medium'
const IDLE = `${CELL} bg-[var(--hx-card)] shadow-[var(--hx-lift)] transition-colors hover:bg-[var(--hx-fill)] hover:text-white`

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const w = words(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  return (
    <nav aria-label={w.pagination} className="hexo-pager mt-10 flex flex-wrap items-center justify-center gap-2">
      {m.prev && (
        <Link href={m.prev} rel="prev" aria-label={w.prev} className={IDLE}>
          <Glyph name="left" size={16} />
        </Link>
      )}
      {m.cells.map((cell) =>
        cell.kind === 'gap' ? (
          <span key={cell.key} aria-hidden="true" className={`${CELL} text-[var(--hx-dim)]`}>
            ⋯
          </span>
        ) : cell.current ? (
          <span key={cell.n} aria-current="page" className={`${CELL} bg-[var(--hx-fill)] text-white`}>
            {cell.n}
          </span>
        ) : (
          <Link key={cell.n} href={cell.href} className={IDLE}>
            {cell.n}
          </Link>
        ),
      )}
      {m.next && (
        <Link href={m.next} rel="next" aria-label={w.next} className={IDLE}>
          <Glyph name="right" size={16} />
        </Link>
      )}
    </nav>
  )
}
