import { decode, type VariantParams } from '@/lib/route/context'
import { renderArticle } from '@/lib/route/article'
import { getConfig } from '@/lib/config'

export const revalidate = 30

export default async function ArticlePage({ params }: { params: Promise<VariantParams & { slug: string }> }) {
  const slug = decode((await params).slug)
  return renderArticle(params, `/${getConfig().POST_URL_PREFIX}/${slug}`)
}
