// The category index, the tag index and the archive. The two indexes take the whole width, without
// the sidebar: their card is short, and beside the tall sidebar it left a large empty area (and
// on the tag index the sidebar's tag cloud repeated the page).
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Base from '../components/Base'
import TagChips from '../components/TagChips'
import { FolderIcon } from '../icons'
import { labels } from '@/lib/theme-kit/labels'
import CoverThumb from '../components/CoverThumb'
import Pagination from '../components/Pagination'

function PageTitle({ title, count }: { title: string; count: number }) {
  return (
    <h1 className="mb-6 flex items-baseline gap-3 text-3xl font-extrabold">
      {title}
      <span className="text-base font-medium text-[var(--heo-muted)]">{count}</span>
    </h1>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Base ctx={ctx} sidebar={false}>
      <section className="heo-card p-6 md:p-10">
        <PageTitle title={t.category} count={ctx.site.categories.length} />
        <ul className="heo-category-index grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {ctx.site.categories.map((c) => (
            <li key={c.name}>
              <Link prefetch={false}
                href={ctx.href(`/category/${encodeURIComponent(c.name)}`)}
                className="group flex items-center gap-3 rounded-xl border border-[var(--heo-border)] bg-[var(--heo-card-2)] px-4 py-3 transition-colors hover:border-[var(--heo-accent)] hover:bg-[var(--heo-accent-bg)] hover:text-white"
              >
                <FolderIcon className="text-[var(--heo-accent)] group-hover:text-white" />
                <span className="flex-1 font-semibold">{c.name}</span>
                <span className="rounded-md bg-[var(--heo-card)] px-2 py-0.5 text-xs font-bold text-[var(--heo-muted)] group-hover:bg-white/20 group-hover:text-white">
                  {c.count}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Base>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Base ctx={ctx} sidebar={false}>
      <section className="heo-card heo-tag-index p-6 md:p-10">
        <PageTitle title={t.tags} count={ctx.site.tags.length} />
        <TagChips ctx={ctx} large />
      </section>
    </Base>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  return (
    <Base ctx={ctx}>
      <section className="heo-card heo-archive p-6 md:p-10">
        <PageTitle title={t.archive} count={total} />
        {groups.map((g) => (
          <section key={g.month} id={g.month} className="mb-8 scroll-mt-24">
            <h2 className="mb-3 text-xl font-bold">{g.month}</h2>
            <ul className="border-l-2 border-[var(--heo-border)]">
              {g.posts.map((p) => (
                <li key={p.id} className="relative py-2 pl-6 before:absolute before:top-1/2 before:-left-[7px] before:h-3 before:w-3 before:-translate-y-1/2 before:rounded-full before:border-2 before:border-[var(--heo-accent)] before:bg-[var(--heo-card)]">
                  <Link prefetch={false} href={ctx.href(p.href)} className="group flex items-center gap-4">
                    <CoverThumb ctx={ctx} post={p} width={96} height={64} className="hidden h-16 w-24 shrink-0 rounded-lg object-cover sm:block" />
                    <span className="min-w-0">
                      <time dateTime={p.publishDay} className="block text-xs text-[var(--heo-muted)]">
                        {formatDay(p.publishDay)}
                      </time>
                      <span className="line-clamp-2 font-semibold group-hover:text-[var(--heo-accent)]">{p.title}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        {totalPages > 1 && <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />}
      </section>
    </Base>
  )
}
