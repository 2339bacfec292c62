import { routeContext, type VariantParams } from '@/lib/route/context'
import { pageMeta } from '@/lib/route/metadata'

export const revalidate = 30

export const generateMetadata = ({ params }: { params: Promise<VariantParams> }) => pageMeta(params, (s) => ({ path: '/category', title: s.MENU.CATEGORY }))

export default async function Categories({ params }: { params: Promise<VariantParams> }) {
  const { ctx, layouts } = await routeContext(params, '/category')
  return layouts.CategoryIndex({ ctx })
}
