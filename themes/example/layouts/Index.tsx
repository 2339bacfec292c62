// LAYOUT Index (/ and /page/N): the site's title and description in the page-title block, the
// posts grouped by day, the numbered pagination.
import type { ListProps } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import Pagination from '../components/Pagination'
import PostsByDate from '../components/PostsByDate'

export default function Index({ ctx, posts, page, totalPages, root }: ListProps) {
  const site = ctx.site.info
  return (
    <Frame ctx={ctx} title={<PageTitle title={site.title} subtitle={site.description} />}>
      <PostsByDate ctx={ctx} posts={posts} />
      <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />
    </Frame>
  )
}
