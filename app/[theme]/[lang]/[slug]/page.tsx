import { decode, type VariantParams } from '@/lib/route/context'
import { renderArticle } from '@/lib/route/article'
import { articleMeta } from '@/lib/route/metadata'

export const revalidate = 30

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { slug: string }> }) =>
  articleMeta(params, `/${decode((await params).slug)}`)

export default async function SlugPage({ params }: { params: Promise<VariantParams & { slug: string }> }) {
  return renderArticle(params, `/${decode((await params).slug)}`)
}
