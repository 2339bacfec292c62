import type { VariantParams } from '@/lib/route/context'
import { onDemand } from '@/lib/route/static'
import { renderSearch, searchMeta } from '@/lib/search/server/search-route'

type Params = Promise<VariantParams & { keyword: string; n: string }>

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Params }) => {
  const p = await params
  return searchMeta(params, p.keyword, p.n)
}

export default async function SearchResultsPage({ params }: { params: Params }) {
  const p = await params
  return renderSearch(params, p.keyword, p.n)
}
