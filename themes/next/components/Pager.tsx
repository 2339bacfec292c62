// Numbered pagination on a white strip: ‹ 1 … 4 5 6 … 9 ›, the current page a dark square,
// the others gaining a dark rule above on hover (the kit's paginationModel).
import { paginationModel } from '@/lib/theme-kit/pagination'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { words } from '../words'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  if (totalPages <= 1) return null
  const w = words(ctx)
  const model = paginationModel(ctx, page, totalPages, root)
  return (
    <nav aria-label={w.pagination} className="nx-card nx-pager">
      {model.prev && (
        <Link href={model.prev} rel="prev" aria-label={w.prev} title={w.prev} className="nx-pg">
          <Glyph name="left" size={12} />
        </Link>
      )}
      {model.cells.map((cell) => {
        if (cell.kind === 'gap') {
          return (
            <span key={cell.key} aria-hidden="true" className="nx-pg nx-pg-gap">
              …
            </span>
          )
        }
        return cell.current ? (
          <span key={cell.n} aria-current="page" className="nx-pg nx-pg-current">
            {cell.n}
          </span>
        ) : (
          <Link key={cell.n} href={cell.href} className="nx-pg">
            {cell.n}
          </Link>
        )
      })}
      {model.next && (
        <Link href={model.next} rel="next" aria-label={w.next} title={w.next} className="nx-pg">
          <Glyph name="right" size={12} />
        </Link>
      )}
    </nav>
  )
}
