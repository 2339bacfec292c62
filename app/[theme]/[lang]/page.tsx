import { renderList } from '@/lib/route/lists'
import type { VariantParams } from '@/lib/route/context'
import { pageMeta } from '@/lib/route/metadata'

export const revalidate = 30

export const generateMetadata = ({ params }: { params: Promise<VariantParams> }) => pageMeta(params, { path: '/' })

export default function Home({ params }: { params: Promise<VariantParams> }) {
  return renderList(params, null)
}
