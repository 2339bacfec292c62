import { renderList } from '@/lib/route/lists'
import type { VariantParams } from '@/lib/route/context'

export const revalidate = 30

export default function Home({ params }: { params: Promise<VariantParams> }) {
  return renderList(params, null)
}
