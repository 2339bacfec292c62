import type { VariantParams } from '@/lib/route/context'
import { renderSearch } from '@/lib/search/server/search-route'

export const revalidate = 30

export default function SearchPage({ params }: { params: Promise<VariantParams> }) {
  return renderSearch(params)
}
