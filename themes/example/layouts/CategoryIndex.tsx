// LAYOUT CategoryIndex (/category): every category with its number of posts; the subtitle
// says what it counts ("4 categories").
import { format } from '@/lib/i18n/format'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import CategoryList from '../components/CategoryList'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'

export default function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.category} subtitle={format(t.categoryCountN, { n: ctx.site.categories.length })} />}>
      <CategoryList ctx={ctx} wide />
    </Frame>
  )
}
