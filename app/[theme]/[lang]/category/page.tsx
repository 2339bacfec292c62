import { routeContext, type VariantParams } from '@/lib/route/context'

export const revalidate = 30

export default async function Categories({ params }: { params: Promise<VariantParams> }) {
  const { ctx, layouts } = await routeContext(params, '/category')
  return layouts.CategoryIndex({ ctx })
}
