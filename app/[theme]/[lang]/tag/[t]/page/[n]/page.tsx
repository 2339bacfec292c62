import { decode, type VariantParams } from '@/lib/route/context'
import { renderList } from '@/lib/route/lists'

export const revalidate = 30

export default async function Page({ params }: { params: Promise<VariantParams & { t: string; n: string }> }) {
  const p = await params
  return renderList(params, { kind: 'tag', value: decode(p.t) }, p.n)
}
