// Card data of published posts, one list page at a time, for infinite-scroll lists:
// GET /api/posts?page=2[&category=…|&tag=…]. Never bodies; the same filters and page size as
// the list routes, so page n here is page n there.
import { NextResponse } from 'next/server'
import { getConfig } from '@/lib/config'
import { sharedCacheControl } from '@/lib/route/cdn-headers'
import { getSite } from '@/lib/site/data'
import { editionOfRequest } from '@/lib/route/edition-header'
import { pageCount, pageSlice } from '@/lib/site/pagination'
import { toPostCardData } from '@/lib/ui/post-cards'

// the time window where nothing watches the data (scripts/theme-routes.ts WINDOW_SECONDS)
export const revalidate = 30

export async function GET(req: Request) {
  const q = new URL(req.url).searchParams
  const raw = q.get('page') ?? '1'
  if (!/^[1-9]\d{0,5}$/.test(raw)) return NextResponse.json({ error: 'page must be a positive whole number' }, { status: 400 })
  const page = Number(raw)
  // the list's language (islands ask under its prefix: lib/route/edition-header.ts)
  const site = await getSite(editionOfRequest(req.headers))
  const category = q.get('category')
  const tag = q.get('tag')
  let posts = site.posts
  if (category) posts = posts.filter((p) => p.category === category)
  if (tag) posts = posts.filter((p) => p.tags.includes(tag))
  const cfg = getConfig()
  const perPage = cfg.POSTS_PER_PAGE
  return NextResponse.json(
    {
      page,
      totalPages: pageCount(posts.length, perPage),
      posts: pageSlice(posts, page, perPage).map(toPostCardData),
    },
    { headers: { 'cache-control': sharedCacheControl(cfg.REVALIDATE_SECONDS) } },
  )
}
