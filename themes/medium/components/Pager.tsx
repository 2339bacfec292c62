// Pagination: 'simple' (previous · page n of m · next, the default) or 'numbered'
// (MEDIUM_PAGINATION), both from the kit's pagination model.
import Link from '@/lib/ui/Link'
import { labels } from '@/lib/theme-kit/labels'
import { paginationModel } from '@/lib/theme-kit/pagination'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import { Glyph } from '../icons'

export default function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  const numbered = mediumConfig.MEDIUM_PAGINATION === 'numbered'
  const step = (href: string | null, rel: 'prev' | 'next') => {
    const face =
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
      <Link prefetch={false} href={href} rel={rel} className="md-pill">
        {face}
      </Link>
    ) : (
      <span className="md-pill invisible" aria-hidden="true">
        {face}
      </span>
    )
  }
  return (
    <nav aria-label={t.pagination} className="md-pager mt-10 flex items-center justify-between gap-3">
      {step(m.prev, 'prev')}
      {numbered ? (
        <ul className="flex flex-wrap items-center justify-center gap-1 text-sm">
          {m.cells.map((c) =>
            c.kind === 'gap' ? (
              <li key={c.key} aria-hidden="true" className="px-1 text-[var(--md-muted)]">
                …
              </li>
            ) : (
              <li key={c.n}>
                {c.current ? (
                  <span aria-current="page" className="grid h-9 min-w-9 place-items-center rounded-full bg-[var(--md-fg)] px-2 font-semibold text-[var(--md-bg)]">
                    {c.n}
                  </span>
                ) : (
                  <Link prefetch={false} href={c.href} className="grid h-9 min-w-9 place-items-center rounded-full px-2 hover:bg-[var(--md-soft)]">
                    {c.n}
                  </Link>
                )}
              </li>
            ),
          )}
        </ul>
      ) : (
        <p className="text-sm text-[var(--md-muted)] tabular-nums" aria-current="page">
          {page} / {totalPages}
        </p>
      )}
      {step(m.next, 'next')}
    </nav>
  )
}
