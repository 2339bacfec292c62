import { renderList } from '@/lib/route/lists'
import type { VariantParams } from '@/lib/route/context'
import { pageMeta } from '@/lib/route/metadata'
import { onDemand } from '@/lib/route/static'

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { n: string }> }) =>
  pageMeta(params, { path: `/page/${(await params).n}`, noindex: true })

export default async function HomePage({ params }: { params: Promise<VariantParams & { n: string }> }) {
  return renderList(params, null, (await params).n)
}
