import { routeContext, type VariantParams } from '@/lib/route/context'
import { archiveOf } from '@/lib/site/taxonomy'
import { pageMeta } from '@/lib/route/metadata'

export const revalidate = 30

export const generateMetadata = ({ params }: { params: Promise<VariantParams> }) => pageMeta(params, (s) => ({ path: '/archive', title: s.MENU.ARCHIVE }))

export default async function Archive({ params }: { params: Promise<VariantParams> }) {
  const { ctx, layouts, site } = await routeContext(params, '/archive')
  return layouts.Archive({ ctx, groups: archiveOf(site.posts) })
}
