import { routeContext, type VariantParams } from '@/lib/route/context'

export const revalidate = 30

export default async function Tags({ params }: { params: Promise<VariantParams> }) {
  const { ctx, layouts } = await routeContext(params, '/tag')
  return layouts.TagIndex({ ctx })
}
