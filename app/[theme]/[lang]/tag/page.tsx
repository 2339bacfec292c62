import { routeContext, type VariantParams } from '@/lib/route/context'
import { pageMeta } from '@/lib/route/metadata'

export const revalidate = 30

export const generateMetadata = ({ params }: { params: Promise<VariantParams> }) => pageMeta(params, (s) => ({ path: '/tag', title: s.MENU.TAG }))

export default async function Tags({ params }: { params: Promise<VariantParams> }) {
  const { ctx, layouts } = await routeContext(params, '/tag')
  return layouts.TagIndex({ ctx })
}
