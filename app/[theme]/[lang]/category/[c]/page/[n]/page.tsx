import { decode, type VariantParams } from '@/lib/route/context'
import { renderList } from '@/lib/route/lists'
import { pageMeta } from '@/lib/route/metadata'
import { onDemand } from '@/lib/route/static'

export const revalidate = 30
// Rendered on first visit, then cached and revalidated like a prerendered page (ISR).
export const generateStaticParams = onDemand

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { c: string; n: string }> }) => {
  const p = await params
  return pageMeta(params, { path: `/category/${decode(p.c)}/page/${p.n}`, title: decode(p.c), noindex: true })
}

export default async function Page({ params }: { params: Promise<VariantParams & { c: string; n: string }> }) {
  const p = await params
  return renderList(params, { kind: 'category', value: decode(p.c) }, p.n)
}
