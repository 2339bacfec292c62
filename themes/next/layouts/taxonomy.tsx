// The category index (a bulleted list with counts), the tag index (the tag cloud) and the
// archive (the timeline), each in one white card under a centred title.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import Cloud from '../components/Cloud'
import Frame from '../components/Frame'
import { ArchiveTimeline } from '../components/Timeline'
import { words } from '../words'
import Pager from '../components/Pager'

/** One white card under a centred title and a line (a count) — the indexes' frame. */
function IndexCard({ ctx, title, line, children }: { ctx: ThemeContext; title: string; line: string; children: ReactNode }) {
  return (
    <Frame ctx={ctx}>
      <section className="nx-card nx-page">
        <header className="text-center">
          <h1 className="nx-page-title">{title}</h1>
          <p className="mt-2 text-sm text-[var(--nx-muted)]">{line}</p>
        </header>
        <div className="mt-8">{children}</div>
      </section>
    </Frame>
  )
}

export function CategoryList({ ctx }: { ctx: ThemeContext }) {
  return (
    <ul className="nx-cat-list">
      {ctx.site.categories.map((c) => (
        <li key={c.name}>
          <Link href={categoryHref(ctx, c.name)} className="nx-link">
            {c.name}
          </Link>
          <span className="nx-cat-count">({c.count})</span>
        </li>
      ))}
    </ul>
  )
}

export function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  return (
    <IndexCard ctx={ctx} title={words(ctx).category} line={words(ctx).categoriesN(ctx.site.categories.length, ctx.site.posts.length)}>
      <CategoryList ctx={ctx} />
    </IndexCard>
  )
}

export function TagIndex({ ctx }: { ctx: ThemeContext }) {
  return (
    <IndexCard ctx={ctx} title={words(ctx).tags} line={words(ctx).tagsN(ctx.site.tags.length)}>
      <Cloud ctx={ctx} tags={ctx.site.tags} />
    </IndexCard>
  )
}

export function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const w = words(ctx)
  return (
    <IndexCard ctx={ctx} title={w.archive} line={w.postsN(total)}>
      <ArchiveTimeline ctx={ctx} groups={groups} />
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </IndexCard>
  )
}
