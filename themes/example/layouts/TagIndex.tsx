// LAYOUT TagIndex (/tag): every tag with its number of posts; the subtitle says what it counts
// ("11 tags"), as the category index does.
import { format } from '@/lib/i18n/format'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import TagList from '../components/TagList'

export default function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.tags} subtitle={format(t.tagCountN, { n: ctx.site.tags.length })} />}>
      <TagList ctx={ctx} />
    </Frame>
  )
}
