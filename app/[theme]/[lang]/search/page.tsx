import type { VariantParams } from '@/lib/route/context'
import { renderSearch, searchMeta } from '@/lib/search/server/search-route'

export const revalidate = 30

export const generateMetadata = ({ params }: { params: Promise<VariantParams> }) => searchMeta(params)

export default function SearchPage({ params }: { params: Promise<VariantParams> }) {
  return renderSearch(params)
}
