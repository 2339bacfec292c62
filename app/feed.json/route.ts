import { feedResponse } from '@/lib/feeds/route'

export const dynamic = 'force-dynamic'

export function GET() {
  return feedResponse('json')
}
