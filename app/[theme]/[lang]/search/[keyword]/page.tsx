import type { VariantParams } from '@/lib/route/context'
import { onDemand } from '@/lib/route/static'
import { renderSearch, searchMeta } from '@/lib/search/server/search-route'

type Params = Promise<VariantParams & { keyword: string }>

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Params }) => searchMeta(params, (await params).keyword)

export default async function SearchResults({ params }: { params: Params }) {
  return renderSearch(params, (await params).keyword)
}
