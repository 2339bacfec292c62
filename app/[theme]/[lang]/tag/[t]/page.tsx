import { decode, type VariantParams } from '@/lib/route/context'
import { renderList } from '@/lib/route/lists'
import { pageMeta } from '@/lib/route/metadata'

export const revalidate = 30

export const generateMetadata = async ({ params }: { params: Promise<VariantParams & { t: string }> }) => {
  const name = decode((await params).t)
  return pageMeta(params, { path: `/tag/${name}`, title: name })
}

export default async function Page({ params }: { params: Promise<VariantParams & { t: string }> }) {
  return renderList(params, { kind: 'tag', value: decode((await params).t) })
}
