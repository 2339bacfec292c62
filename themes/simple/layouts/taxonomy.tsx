// The category index, the tag index (both as a two-column ruled index) and the archive: month
// sections with `id="yyyy-MM"` anchors, each a dotted list of days and titles.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Day from '../components/Day'
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

function ArchiveRow({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  return (
    <li className="flex flex-col gap-0.5 border-b border-dotted border-[var(--s-line)] py-2.5 sm:flex-row sm:items-baseline sm:gap-5">
      <Day day={post.publishDay} className="shrink-0 whitespace-nowrap text-sm text-[var(--s-muted)] tabular-nums sm:w-32" />
      <Link prefetch={false} href={ctx.href(post.href)} className="simple-title-link">
        {post.title}
      </Link>
    </li>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const months = groups.map((g) => (
    <section key={g.month} id={g.month} className="mb-10 scroll-mt-6">
      <h2 className="mb-2 flex items-baseline gap-3 border-b border-[var(--s-line)] pb-2 text-xl font-bold">
        {g.month}
        <span className="text-sm font-normal text-[var(--s-muted)]">{g.posts.length}</span>
      </h2>
      <ul>
        {g.posts.map((p) => (
          <ArchiveRow key={p.id} ctx={ctx} post={p} />
        ))}
      </ul>
    </section>
  ))
  return (
    <Frame ctx={ctx}>
      <PageHead title={labels(ctx).archive} count={total} />
      <div className="simple-archive">{months}</div>
      {totalPages > 1 && <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}
