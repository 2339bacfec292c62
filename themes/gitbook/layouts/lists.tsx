// Home: a welcome block (the site's title and description, a link to the configured index
// page when it exists), then the latest posts as documentation cards. Category and tag lists:
// their name, count and cards. The tree on the left opens the current category's group.
import Link from '@/lib/ui/Link'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { labels } from '@/lib/theme-kit/labels'
import type { ListProps, ThemeContext } from '@/themes/types'
import { Cards, Heading, Pager } from '../components/Entries'
import Frame from '../components/Frame'
import { gitbookConfig } from '../config'
import { Book, Chevron } from '../icons'

function indexPage(ctx: ThemeContext) {
  const slug = gitbookConfig.GITBOOK_INDEX_PAGE
  return slug ? (ctx.site.allPages.find((p) => p.type === 'Page' && p.slug === slug) ?? null) : null
}

/** the latest comments under the home's first page, as a bordered note */
function Recent({ ctx }: { ctx: ThemeContext }) {
  return (
    <aside className="gb-recent mt-12 rounded-lg border border-[var(--gb-line)] p-5">
      <h2 className="gb-label mb-3">{labels(ctx).recentComments}</h2>
      <RecentComments strings={ctx.strings} />
    </aside>
  )
}

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const t = labels(ctx)
  const start = indexPage(ctx)
  return (
    <Frame ctx={ctx}>
      <section className="gb-welcome mb-8 rounded-xl border border-[var(--gb-line)] bg-[var(--gb-soft)] p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-[var(--gb-fg)]">{ctx.site.info.title}</h1>
        {ctx.site.info.description && <p className="mt-2 max-w-2xl leading-7 text-[var(--gb-muted)]">{ctx.site.info.description}</p>}
        {start && (
          <Link
            prefetch={false}
            href={ctx.href(start.href)}
            className="mt-5 inline-flex items-center gap-2 rounded-lg bg-[var(--gb-accent)] px-4 py-2 text-sm font-semibold text-[var(--gb-bg)] hover:opacity-90"
          >
            <Book size={16} />
            {start.title}
            <Chevron size={14} />
          </Link>
        )}
      </section>
      <h2 className="gb-label mb-1">{t.latestPosts}</h2>
      <Cards ctx={ctx} posts={posts} />
      <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
      {page === 1 && showsRecentComments() && <Recent ctx={ctx} />}
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = ctx.site.posts.filter((p) => (filter.kind === 'category' ? p.category === filter.value : p.tags.includes(filter.value))).length
  return (
    <Frame ctx={ctx} group={filter.kind === 'category' ? filter.value : undefined}>
      <Heading eyebrow={filter.kind === 'category' ? t.category : t.tags} title={filter.kind === 'tag' ? `#${filter.value}` : filter.value} count={total} />
      <Cards ctx={ctx} posts={posts} />
      <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
