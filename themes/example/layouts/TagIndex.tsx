// LAYOUT TagIndex (/tag): every tag with its number of posts; the subtitle names what it
// counts ("Tags · 11"), as the category index does.
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'
import TagList from '../components/TagList'

export default function TagIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.tags} subtitle={`${t.tags} · ${ctx.site.tags.length}`} />}>
      <TagList ctx={ctx} />
    </Frame>
  )
}
