// The category index, the tag index (both as a two-column ruled index) and the archive: years
// of month sections with `id="yyyy-MM"` anchors, set like a newspaper's index.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageHead from '../components/PageHead'
import { FolderGlyph, HashGlyph } from '../icons'
import Pagination from '../components/Pagination'

interface IndexItem {
  name: string
  count: number
  href: string
}

function RuledIndex({ ctx, title, icon, items, kind }: { ctx: ThemeContext; title: string; icon: ReactNode; items: IndexItem[]; kind: string }) {
  return (
    <Frame ctx={ctx}>
      <PageHead title={title} count={items.length} />
      <ul className={`simple-${kind}-index grid grid-cols-1 sm:grid-cols-2`}>
        {items.map((i) => (
          <li key={i.name} className="border-b border-[var(--s-line)] sm:odd:border-r sm:odd:pr-6 sm:even:pl-6">
            <Link prefetch={false} href={i.href} className="group flex items-center gap-3 py-4">
              <span className="text-[var(--s-muted)] group-hover:text-[var(--s-red)]">{icon}</span>
              <span className="flex-1 text-lg font-semibold text-[var(--s-teal)] group-hover:text-[var(--s-red)]">{i.name}</span>
              <span className="text-sm text-[var(--s-muted)] tabular-nums">{i.count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Frame>
  )
}

export const CategoryIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <RuledIndex
    ctx={ctx}
    kind="category"
    title={labels(ctx).category}
    icon={<FolderGlyph size={18} />}
    items={ctx.site.categories.map((c) => ({ name: c.name, count: c.count, href: categoryHref(ctx, c.name) }))}
  />
)

export const TagIndex = ({ ctx }: { ctx: ThemeContext }) => (
  <RuledIndex
    ctx={ctx}
    kind="tag"
    title={labels(ctx).tags}
    icon={<HashGlyph size={18} />}
    items={ctx.site.tags.map((tag) => ({ name: tag.name, count: tag.count, href: tagHref(ctx, tag.name) }))}
  />
)

/** 'yyyy-MM' → the month's name in the visitor's language ("10月", "October", "octobre"). */
const monthName = (month: string, lang: string) => new Intl.DateTimeFormat(lang, { month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))

/** One post of a month: the day of the month in the serif, then the teal title. */
function ArchiveEntry({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  return (
    <li className="simple-archive-entry">
      <time dateTime={post.publishDay} className="simple-archive-day">
        {Number(post.publishDay.slice(8, 10))}
      </time>
      <Link prefetch={false} href={ctx.href(post.href)} className="simple-title-link">
        {post.title}
      </Link>
    </li>
  )
}

/** The archive as a newspaper's index of back issues: each year under a heavy double rule in
 * big serif figures, its months in two ruled columns, each month a red kicker over its days
 * and titles. The months keep their #yyyy-MM anchors. */
export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const years = new Map<string, typeof groups>()
  for (const g of groups) years.set(g.month.slice(0, 4), [...(years.get(g.month.slice(0, 4)) ?? []), g])
  return (
    <Frame ctx={ctx}>
      <PageHead title={labels(ctx).archive} count={total} />
      <div className="simple-archive">
        {[...years].map(([year, months]) => (
          <section key={year} aria-labelledby={`simple-y-${year}`} className="mb-10">
            <h2 id={`simple-y-${year}`} className="simple-archive-year">
              {year}
            </h2>
            <div className="simple-archive-columns">
              {months.map((g) => (
                <section key={g.month} id={g.month} aria-labelledby={`simple-m-${g.month}`} className="simple-archive-month scroll-mt-6">
                  <h3 id={`simple-m-${g.month}`} className="simple-archive-kicker">
                    {monthName(g.month, ctx.lang)}
                    <span className="text-[var(--s-muted)] tabular-nums">{g.posts.length}</span>
                  </h3>
                  <ol>
                    {g.posts.map((p) => (
                      <ArchiveEntry key={p.id} ctx={ctx} post={p} />
                    ))}
                  </ol>
                </section>
              ))}
            </div>
          </section>
        ))}
      </div>
      {totalPages > 1 && <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}
