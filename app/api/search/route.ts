// GET /api/search?q=…&page=0 — the local index, answered in the hosted service's shape
// ({ hits, nbHits, page, nbPages, hitsPerPage, processingTimeMS, query }), 10 hits a page, page
// zero-based. An empty query answers no hits and warms the index up (the workspace search
// dialog calls it so when it opens). Public and briefly cached: the answer is the same for
// every reader and never holds a locked article's body.
import { NextResponse } from 'next/server'
import { MAX_QUERY_LENGTH } from '@/lib/search'
import { searchSite } from '@/lib/search/server'
import { isDataUnavailable } from '@/lib/workspace'
import { editionOfRequest } from '@/lib/route/edition-header'

export const dynamic = 'force-dynamic'

const CACHE = { 'cache-control': 'public, max-age=30, s-maxage=30, stale-while-revalidate=60' }

export async function GET(req: Request) {
  const params = new URL(req.url).searchParams
  const page = params.get('page') ?? '0'
  if (!/^\d{1,4}$/.test(page)) {
    return NextResponse.json({ error: 'page must be a whole number from 0 to 9999' }, { status: 400 })
  }
  const q = (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH)
  try {
    return NextResponse.json(await searchSite(q, Number(page), editionOfRequest(req.headers)), { headers: CACHE })
  } catch (err) {
    if (!isDataUnavailable(err)) throw err
    // the reason names the source and its endpoint: for the log, not for visitors
    console.error(`[leafpress] search answered 503: ${err.message}`)
    return NextResponse.json({ error: 'The site\'s content could not be loaded yet. Please try again in a moment.' }, { status: 503, headers: { 'retry-after': '30', 'cache-control': 'no-store' } })
  }
}
