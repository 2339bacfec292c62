// LAYOUT CategoryIndex (/category): every category with its number of posts. The subtitle
// names what it counts, in the theme's "label · n" form (as the archive's "Posts · 37"): the
// locale strings have no "{n} categories", so "Categories · 4".
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import CategoryList from '../components/CategoryList'
import Frame from '../components/Frame'
import PageTitle from '../components/PageTitle'

export default function CategoryIndex({ ctx }: { ctx: ThemeContext }) {
  const t = labels(ctx)
  return (
    <Frame ctx={ctx} title={<PageTitle title={t.category} subtitle={`${t.moreCategories} · ${ctx.site.categories.length}`} />}>
      <CategoryList ctx={ctx} wide />
    </Frame>
  )
}
