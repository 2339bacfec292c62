// The home feed and the category / tag lists: the topic strip (or the tag's heading), then the
// stories and their pagination. The right panel shows About.
import type { ListProps } from '@/lib/theme-kit/types'
import { labels } from '@/lib/theme-kit/labels'
import PostStream from '../components/PostStream'
import Shell from '../components/Shell'
import TopicStrip from '../components/TopicStrip'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  return (
    <Shell ctx={ctx}>
      <h1 className="sr-only">{ctx.site.info.title}</h1>
      <TopicStrip ctx={ctx} current={null} />
      <PostStream ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Shell>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Shell ctx={ctx}>
      {filter.kind === 'category' && <TopicStrip ctx={ctx} current={filter.value} />}
      <header className="md-list-head mb-4 pt-2">
        <p className="text-sm text-[var(--md-muted)]">{filter.kind === 'category' ? t.category : t.tags}</p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight md:text-[2.5rem] md:leading-tight">
          {filter.kind === 'tag' && <span className="mr-1 text-[var(--md-muted)]">#</span>}
          {filter.value}
        </h1>
        <p className="mt-2 text-sm text-[var(--md-muted)]">{t.postCount} <span className="tabular-nums">{total}</span></p>
      </header>
      <PostStream ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} filter={filter} />
    </Shell>
  )
}
