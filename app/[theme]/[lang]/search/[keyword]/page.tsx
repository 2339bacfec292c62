import type { VariantParams } from '@/lib/route/context'
import { renderSearch } from '@/lib/search/server/search-route'

export const revalidate = 30

export default async function SearchResults({ params }: { params: Promise<VariantParams & { keyword: string }> }) {
  return renderSearch(params, (await params).keyword)
}
