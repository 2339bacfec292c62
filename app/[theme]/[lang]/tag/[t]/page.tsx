import { decode, type VariantParams } from '@/lib/route/context'
import { renderList } from '@/lib/route/lists'
import { pageMeta } from '@/lib/route/metadata'
import { onDemand } from '@/lib/route/static'

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { t: string }> }) => {
  const name = decode((await params).t)
  return pageMeta(params, { path: `/tag/${name}`, title: name })
}

export default async function Page({ params }: { params: Promise<VariantParams & { t: string }> }) {
  return renderList(params, { kind: 'tag', value: decode((await params).t) })
}
