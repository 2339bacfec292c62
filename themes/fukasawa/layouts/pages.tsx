// The category index, the tag index and the archive: white sheets on the grey page.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import TagCloud from '../components/TagCloud'
import { CategoryTiles } from '../components/Taxa'
import Pager from '../components/Pager'

function SheetTitle({ title, count }: { title: string; count: number }) {
  return (
    <h1 className="fk-sheet-title mb-7 flex items-baseline gap-3 text-2xl font-bold">
      {title}
      <span className="fk-count">{count}</span>
    </h1>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet mx-auto max-w-[72rem] px-5 py-8 sm:px-8">
        <SheetTitle title={t.category} count={ctx.site.categories.length} />
        <CategoryTiles ctx={ctx} />
      </section>
    </Frame>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet mx-auto max-w-[46rem] px-5 py-8 sm:px-10">
        <SheetTitle title={t.tags} count={ctx.site.tags.length} />
        <TagCloud ctx={ctx} large />
      </section>
    </Frame>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="fk-sheet fk-archive mx-auto max-w-[46rem] px-5 py-8 sm:px-10 md:px-14">
        <SheetTitle title={t.archive} count={total} />
        {groups.map((g) => (
          <section key={g.month} id={g.month} className="mb-8 scroll-mt-20">
            <h2 className="fk-month">
              {g.month}
              <span className="fk-count">{g.posts.length}</span>
            </h2>
            <ul>
              {g.posts.map((p) => (
                <li key={p.id} className="fk-archive-row">
                  <time dateTime={p.publishDay} className="w-28 shrink-0 whitespace-nowrap text-xs text-[var(--fk-muted)] tabular-nums">
                    {formatDay(p.publishDay)}
                  </time>
                  <Link prefetch={false} href={ctx.href(p.href)} className="min-w-0 flex-1 hover:text-[var(--fk-link)]">
                    {p.title}
                  </Link>
                  {p.category && <span className="hidden shrink-0 text-xs text-[var(--fk-muted)] sm:inline">{p.category}</span>}
                </li>
              ))}
            </ul>
          </section>
        ))}
        {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
      </section>
    </Frame>
  )
}
