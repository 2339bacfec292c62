import { feedResponse } from '@/lib/feeds/route'

export const dynamic = 'force-dynamic'

export function GET(req: Request) {
  return feedResponse('atom', req)
}
