import { renderList } from '@/lib/route/lists'
import type { VariantParams } from '@/lib/route/context'

export const revalidate = 30

export default async function HomePage({ params }: { params: Promise<VariantParams & { n: string }> }) {
  return renderList(params, null, (await params).n)
}
