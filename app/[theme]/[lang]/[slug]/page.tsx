import { decode, type VariantParams } from '@/lib/route/context'
import { renderArticle } from '@/lib/route/article'
import { articleMeta } from '@/lib/route/metadata'
import { onDemand } from '@/lib/route/static'

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { slug: string }> }) =>
  articleMeta(params, `/${decode((await params).slug)}`)

export default async function SlugPage({ params }: { params: Promise<VariantParams & { slug: string }> }) {
  return renderArticle(params, `/${decode((await params).slug)}`)
}
