// GET /api/search-index.json (and /<prefix>/api/search-index.json): the whole local index of a
// language in the static file format (lib/search/static-index.ts), for a static export
// (issue #43), whose search runs in the browser. Answered only while rendering for an export
// (LEAFPRESS_EXPORT=1): a running server has /api/search and no reason to hand out its index.
// It holds what /api/search finds — published posts and the pages under the unlocked ones;
// a locked post by its title, summary, category and tags only, never its body.
import { NextResponse } from 'next/server'
import { isStaticExport } from '@/lib/export/mode'
import { completeSearchIndex } from '@/lib/search/server'
import { encodeStaticIndex } from '@/lib/search/static-index'
import { editionOfRequest } from '@/lib/route/edition-header'

export const dynamic = 'force-dynamic'

export async function GET(req: Request) {
  if (!isStaticExport()) return NextResponse.json({ error: 'not found' }, { status: 404 })
  const index = await completeSearchIndex(editionOfRequest(req.headers))
  return new NextResponse(encodeStaticIndex(index), { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } })
}
