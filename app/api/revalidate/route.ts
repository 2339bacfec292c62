// POST /api/revalidate — on-demand refresh for webhooks (a Notion automation, a cron job): reads
// the workspace again now; what changed expires the pages that show it (lib/freshness/). Protected by
// LEAFPRESS_REVALIDATE_SECRET, given as `Authorization: Bearer <secret>` or `?secret=`; without
// that setting the endpoint does not exist (404). The work and its answer: refresh-all.ts.
import { createHash, timingSafeEqual } from 'node:crypto'
import { NextResponse } from 'next/server'
import { readRevalidateSecret } from '@/lib/config/deployment'
import { getStore } from '@/lib/workspace'
import { editions } from '@/lib/site/editions'
import { refreshAll } from '@/lib/notion-webhook/refresh-all'

export const dynamic = 'force-dynamic'

const noStore = { 'cache-control': 'no-store' }

/** Constant-time: hashing first makes the lengths equal, so neither content nor length leaks. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export async function POST(req: Request) {
  const secret = readRevalidateSecret(process.env)
  if (!secret) return new NextResponse('Not found', { status: 404, headers: noStore })
  const bearer = /^Bearer\s+(.+)$/i.exec(req.headers.get('authorization') ?? '')?.[1]?.trim()
  const given = bearer ?? new URL(req.url).searchParams.get('secret') ?? ''
  if (!given || !sameSecret(given, secret)) {
    return NextResponse.json({ ok: false, error: 'unauthorized' }, { status: 401, headers: { ...noStore, 'www-authenticate': 'Bearer' } })
  }
  // every language's database (lib/site/editions.ts), loaded now when this instance holds none
  const answer = await refreshAll(editions().map((edition) => ({ prefix: edition.prefix, store: getStore(edition) })))
  return NextResponse.json(answer.body, { status: answer.status, headers: { ...answer.headers, ...noStore } })
}
