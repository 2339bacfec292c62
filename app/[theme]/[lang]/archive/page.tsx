import { routeContext, type VariantParams } from '@/lib/route/context'
import { archiveOf } from '@/lib/site/taxonomy'

export const revalidate = 30

export default async function Archive({ params }: { params: Promise<VariantParams> }) {
  const { ctx, layouts, site } = await routeContext(params, '/archive')
  return layouts.Archive({ ctx, groups: archiveOf(site.posts) })
}
