import { decode, type VariantParams } from '@/lib/route/context'
import { renderArticle } from '@/lib/route/article'

export const revalidate = 30

export default async function SlugPage({ params }: { params: Promise<VariantParams & { slug: string }> }) {
  return renderArticle(params, `/${decode((await params).slug)}`)
}
