import { decode, type VariantParams } from '@/lib/route/context'
import { renderArticle } from '@/lib/route/article'
import { getConfig } from '@/lib/config'
import { articleMeta } from '@/lib/route/metadata'
import { onDemand } from '@/lib/route/static'

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { slug: string }> }) =>
  articleMeta(params, `/${getConfig().POST_URL_PREFIX}/${decode((await params).slug)}`)

export default async function ArticlePage({ params }: { params: Promise<VariantParams & { slug: string }> }) {
  const slug = decode((await params).slug)
  return renderArticle(params, `/${getConfig().POST_URL_PREFIX}/${slug}`)
}
