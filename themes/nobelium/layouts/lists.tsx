// The home list and the category / tag lists: the tag row, then the text-only entries. The
// home's first page opens with the announcement; category and tag lists name their filter.
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import { labels } from '@/lib/theme-kit/labels'
import type { ListProps } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import Notices from '../components/Notices'
import PostStream from '../components/PostStream'
import TagBar from '../components/TagBar'
import { nobeliumConfig } from '../config'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const t = labels(ctx)
  const first = page === 1
  return (
    <Frame ctx={ctx}>
      <h1 className="sr-only">{ctx.site.info.title}</h1>
      {first && nobeliumConfig.NOBELIUM_ANNOUNCEMENT && <Notices ctx={ctx} />}
      {nobeliumConfig.NOBELIUM_TAG_BAR && <TagBar ctx={ctx} current={null} />}
      <PostStream ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
      {first && showsRecentComments() && (
        <section className="nb-recent-comments mt-16 border-t border-[var(--nb-line)] pt-8">
          <h2 className="mb-4 nb-eyebrow">{t.recentComments}</h2>
          <RecentComments strings={ctx.strings} />
        </section>
      )}
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Frame ctx={ctx}>
      {filter.kind === 'tag' && nobeliumConfig.NOBELIUM_TAG_BAR && <TagBar ctx={ctx} current={filter.value} />}
      <header className="mb-10">
        <p className="text-sm text-[var(--nb-muted)]">{filter.kind === 'category' ? t.category : t.tags}</p>
        <h1 className="mt-1 flex items-baseline gap-3 text-3xl font-bold tracking-tight text-[var(--nb-fg)]">
          {filter.kind === 'tag' ? `#${filter.value}` : filter.value}
          <span className="text-base font-normal text-[var(--nb-muted)]">{total}</span>
        </h1>
      </header>
      <PostStream ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
