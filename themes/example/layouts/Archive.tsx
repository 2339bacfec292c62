// LAYOUT Archive (/archive): "Archive" and the number of posts in the page-title block, then
// the posts by month.
import { labels } from '@/lib/theme-kit/labels'
import type { ArchiveGroup } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import ArchiveList from '../components/ArchiveList'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'

export default function Archive({ ctx, groups }: { ctx: ThemeContext; groups: ArchiveGroup[] }) {
  const t = labels(ctx)
  const count = groups.reduce((n, g) => n + g.posts.length, 0)
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.archive} subtitle={`${t.postCount} · ${count}`} />}>
      <ArchiveList ctx={ctx} groups={groups} />
    </Frame>
  )
}
