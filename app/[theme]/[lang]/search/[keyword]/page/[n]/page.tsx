import type { VariantParams } from '@/lib/route/context'
import { renderSearch } from '@/lib/search/server/search-route'

export const revalidate = 30

export default async function SearchResultsPage({ params }: { params: Promise<VariantParams & { keyword: string; n: string }> }) {
  const p = await params
  return renderSearch(params, p.keyword, p.n)
}
