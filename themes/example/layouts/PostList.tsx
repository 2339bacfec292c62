// LAYOUT PostList (/category/X and /tag/X, with /page/N): the category's name or the #tag in
// the page-title block with the number of its posts, then the posts grouped by day and the
// pagination. A page past the last one says there are no more posts.
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ListProps } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import Pagination from '../components/Pagination'
import PostsByDate from '../components/PostsByDate'
import { postsOf } from '@/lib/site/site'

type Props = ListProps & { filter: { kind: 'category' | 'tag'; value: string } }

export default function PostList({ ctx, posts, page, totalPages, root, filter }: Props) {
  const t = labels(ctx)
  const total = postsOf(ctx.site, filter).length
  const title = filter.kind === 'category' ? filter.value : `#${filter.value}`
  const kind = filter.kind === 'category' ? t.category : t.tags
  return (
    <Frame ctx={ctx} title={<PageTitle title={title} subtitle={`${kind} · ${total}`} />}>
      {posts.length ? (
        <PostsByDate ctx={ctx} posts={posts} />
      ) : (
        <p className="py-10 text-center text-ex-muted">
          {t.noMore} ·{' '}
          <Link prefetch={false} href={ctx.href(root)} className="text-ex-accent hover:underline">
            {t.backToFirst}
          </Link>
        </p>
      )}
      <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
