// LAYOUT Archive (/archive): "Archive" and the number of posts in the page-title block, then
// the posts by month.
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveProps, ThemeContext } from '@/lib/theme-kit/types'
import ArchiveList from '../components/ArchiveList'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import Pagination from '../components/Pagination'

export default function Archive({ ctx, groups, page, totalPages, total, root }: ArchiveProps) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.archive} subtitle={`${t.postCount} · ${total}`} />}>
      <ArchiveList ctx={ctx} groups={groups} />
      {totalPages > 1 && <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </Frame>
  )
}
