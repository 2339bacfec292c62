// The home list and the category and tag lists: entries with numbered pagination.
import type { ListProps } from '@/lib/theme-kit/types'
import { labels } from '@/lib/theme-kit/labels'
import EntryList from '../components/EntryList'
import Frame from '../components/Frame'
import PageHead from '../components/PageHead'
import { postsOf } from '@/lib/site/site'

export function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  return (
    <Frame ctx={ctx} siteTitleIsHeading>
      <EntryList ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}

export function PostList({ ctx, posts, page, totalPages, root, filter }: ListProps & { filter: { kind: 'category' | 'tag'; value: string } }) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  return (
    <Frame ctx={ctx}>
      <PageHead
        kicker={filter.kind === 'category' ? t.category : t.tags}
        title={filter.kind === 'tag' ? `#${filter.value}` : filter.value}
        count={total}
      />
      <EntryList ctx={ctx} posts={posts} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
