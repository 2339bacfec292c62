// Home: a welcome block (the site's title and description), the documentation's start page
// read in place (the Page GITBOOK_INDEX_PAGE names, else the latest post; a locked one shows
// only its link), then the latest posts as documentation cards. Category and tag lists:
// their name, count and cards. The tree on the left opens the current category's group.
import Link from '@/lib/ui/Link'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { labels } from '@/lib/theme-kit/labels'
import type { ListProps, ThemeContext } from '@/lib/theme-kit/types'
import type { Post } from '@/lib/site/types'
import { articleParts } from '@/lib/route/article'
import { Cards, Heading, Pager } from '../components/Entries'
import Frame from '../components/Frame'
import { gitbookConfig } from '../config'
import { Book } from '../icons'
import { postsOf } from '@/lib/site/site'

/** The page the home starts with: the configured Page, else the latest post. */
function indexPage(ctx: ThemeContext) {
  const slug = gitbookConfig.GITBOOK_INDEX_PAGE
  const page = slug ? ctx.site.pageBySlug.get(slug) : undefined
  return page ?? ctx.site.latestPosts[0] ?? null
}

/** The start page read in place, under its own title (a link to it), with its body. */
async function StartPage({ ctx, page }: { ctx: ThemeContext; page: Post }) {
  const { body } = await articleParts(ctx, page, false)
  return (
    <section className="gb-start mb-10 border-b border-[var(--gb-line)] pb-8">
      <h2 className="mb-4 text-2xl font-bold tracking-tight text-[var(--gb-fg)]">
        <Link prefetch={false} href={ctx.href(page.href)} className="inline-flex items-center gap-2 hover:text-[var(--gb-accent)]">
          <Book size={20} />
          {page.title}
        </Link>
      </h2>
      {body ?? (page.summary && <p className="leading-7 text-[var(--gb-muted)]">{page.summary}</p>)}
    </section>
  )
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
  const start = page === 1 ? indexPage(ctx) : null
  return (
    <Frame ctx={ctx}>
      <section className="gb-welcome mb-8 rounded-xl border border-[var(--gb-line)] bg-[var(--gb-soft)] p-6 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight text-[var(--gb-fg)]">{ctx.site.info.title}</h1>
        {ctx.site.info.description && <p className="mt-2 max-w-2xl leading-7 text-[var(--gb-muted)]">{ctx.site.info.description}</p>}
      </section>
      {start && <StartPage ctx={ctx} page={start} />}
      <h2 className="gb-label mb-1">{t.latestPosts}</h2>
      <Cards ctx={ctx} posts={posts} />
      <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
      {page === 1 && showsRecentComments() && <Recent ctx={ctx} />}
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Frame ctx={ctx} group={filter.kind === 'category' ? filter.value : undefined}>
      <Heading eyebrow={filter.kind === 'category' ? t.category : t.tags} title={filter.kind === 'tag' ? `#${filter.value}` : filter.value} count={total} />
      <Cards ctx={ctx} posts={posts} />
      <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
