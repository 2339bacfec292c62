// Simple pagination, as fukasawa has it: "previous" on the left, "next" on the right, and
// where the reader is in between. The ends are plain text, not links.
import Link from '@/lib/ui/Link'
import { format } from '@/lib/i18n'
import { frameLabels } from '@/lib/theme-kit/frame-labels'
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/themes/types'
import { Glyph } from '../icons'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  const prev = (
    <>
      <Glyph name="left" size={16} />
      {t.prev}
    </>
  )
  const next = (
    <>
      {t.next}
      <Glyph name="right" size={16} />
    </>
  )
  return (
    <nav aria-label={t.pagination} className="fk-pager mx-auto mt-4 flex max-w-[72rem] items-center justify-between gap-3">
      {m.prev ? (
        <Link prefetch={false} href={m.prev} rel="prev" className="fk-button">
          {prev}
        </Link>
      ) : (
        <span className="fk-button fk-button-off" aria-hidden="true">
          {prev}
        </span>
      )}
      <span className="text-sm text-[var(--fk-muted)]">{format(frameLabels(ctx).pageOf, { page: m.page, total: m.totalPages })}</span>
      {m.next ? (
        <Link prefetch={false} href={m.next} rel="next" className="fk-button">
          {next}
        </Link>
      ) : (
        <span className="fk-button fk-button-off" aria-hidden="true">
          {next}
        </span>
      )}
    </nav>
  )
}
