// The search pages: /search (no keyword: the theme shows the box, categories and tags),
// /search/<keyword> and /search/<keyword>/page/<n> (results from the local index, page n of 10
// hits). A page past the last one still renders, so the theme can say there is no more.
// Result pages are kept out of search engines' indexes.
import 'server-only'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { format } from '@/lib/i18n'
import { decode, pageParam, routeContext, type VariantParams } from '@/lib/route/context'
import { pageMeta } from '@/lib/route/metadata'
import { pageHref } from '@/lib/site/pagination'
import { searchSite } from '.'

function readParams(rawKeyword: string, rawPage: string) {
  const page = pageParam(rawPage)
  const keyword = decode(rawKeyword).trim()
  if (!page || (!keyword && page > 1)) notFound()
  return { keyword, page, path: keyword ? pageHref(`/search/${encodeURIComponent(keyword)}`, page) : '/search' }
}

export async function renderSearch(params: Promise<VariantParams>, rawKeyword = '', rawPage = '1') {
  const { keyword, page, path } = readParams(rawKeyword, rawPage)
  const { ctx, layouts } = await routeContext(params, path)
  const result = keyword ? await searchSite(keyword, page - 1) : null
  return layouts.Search({ ctx, keyword, result, page })
}

export function searchMeta(params: Promise<VariantParams>, rawKeyword = '', rawPage = '1'): Promise<Metadata> {
  const { keyword, path } = readParams(rawKeyword, rawPage)
  return pageMeta(params, (s) =>
    keyword ? { path: decode(path), title: format(s.SEARCH.RESULTS_FOR, { keyword }), noindex: true } : { path, title: s.SEARCH.TITLE },
  )
}
