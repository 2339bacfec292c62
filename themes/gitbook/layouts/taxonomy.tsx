// The archive (month sections with yyyy-MM anchors, each a list of "date  title" rows), the
// category index (a grid of category cards with counts) and the tag index (tag chips).
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import { Heading, Pager } from '../components/Entries'
import Frame from '../components/Frame'

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  return (
    <Frame ctx={ctx}>
      <Heading title={labels(ctx).archive} count={total} />
      <div className="gb-archive flex flex-col gap-8">
        {groups.map((g) => (
          <section key={g.month} id={g.month} className="scroll-mt-20">
            <h2 className="mb-2 border-b border-[var(--gb-line)] pb-1 text-lg font-semibold text-[var(--gb-fg)] tabular-nums">{g.month}</h2>
            <ol className="flex flex-col">
              {g.posts.map((p) => (
                <li key={p.id} className="grid grid-cols-[6.5rem_1fr] items-baseline py-1">
                  <span className="text-xs text-[var(--gb-muted)] tabular-nums">{formatDay(p.publishDay)}</span>
                  <Link prefetch={false} href={ctx.href(p.href)} className="gb-a min-w-0 !text-[var(--gb-text)] hover:!text-[var(--gb-accent)]">
                    {p.title}
                  </Link>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}

export const CategoryIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <Frame ctx={ctx}>
    <Heading title={labels(ctx).category} count={ctx.site.categories.length} />
    <ul className="gb-categories grid gap-3 sm:grid-cols-2">
      {ctx.site.categories.map((c) => (
        <li key={c.name}>
          <Link prefetch={false} href={categoryHref(ctx, c.name)} className="flex items-center justify-between rounded-lg border border-[var(--gb-line)] px-4 py-3 text-[var(--gb-fg)] hover:border-[var(--gb-accent)]">
            <span className="font-medium">{c.name}</span>
            <span className="text-sm text-[var(--gb-muted)]">{c.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  </Frame>
)

export const TagIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <Frame ctx={ctx}>
    <Heading title={labels(ctx).tags} count={ctx.site.tags.length} />
    <ul className="gb-tags flex flex-wrap gap-2">
      {ctx.site.tags.map((tag) => (
        <li key={tag.name}>
          <Link prefetch={false} href={tagHref(ctx, tag.name)} className="inline-flex items-center gap-1.5 rounded-md bg-[var(--gb-soft)] px-2.5 py-1 text-sm text-[var(--gb-text)] hover:text-[var(--gb-accent)]">
            #{tag.name}
            <span className="text-xs text-[var(--gb-muted)]">{tag.count}</span>
          </Link>
        </li>
      ))}
    </ul>
  </Frame>
)
