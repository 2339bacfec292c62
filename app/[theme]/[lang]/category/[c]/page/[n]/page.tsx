import { decode, type VariantParams } from '@/lib/route/context'
import { renderList } from '@/lib/route/lists'

export const revalidate = 30

export default async function Page({ params }: { params: Promise<VariantParams & { c: string; n: string }> }) {
  const p = await params
  return renderList(params, { kind: 'category', value: decode(p.c) }, p.n)
}
