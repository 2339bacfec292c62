// The search pages: /search (no keyword: the theme shows the box, categories and tags),
// /search/<keyword> and /search/<keyword>/page/<n> (results from the local index, page n of 10
// hits). A page past the last one still renders, so the theme can say there is no more.
import 'server-only'
import { notFound } from 'next/navigation'
import { decode, pageParam, routeContext, type VariantParams } from '@/lib/route/context'
import { pageHref } from '@/lib/site/pagination'
import { searchSite } from '.'

export async function renderSearch(params: Promise<VariantParams>, rawKeyword = '', rawPage = '1') {
  const page = pageParam(rawPage)
  if (!page) notFound()
  const keyword = decode(rawKeyword).trim()
  if (!keyword && page > 1) notFound()
  const path = keyword ? pageHref(`/search/${encodeURIComponent(keyword)}`, page) : '/search'
  const { ctx, layouts } = await routeContext(params, path)
  const result = keyword ? await searchSite(keyword, page - 1) : null
  return layouts.Search({ ctx, keyword, result, page })
}
