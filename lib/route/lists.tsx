// The list routes (home, category, tag) share one shape: filter posts, slice a page, hand it
// to the theme. A page number above the last page renders the theme's 'no more' state.
import 'server-only'
import { notFound } from 'next/navigation'
import { pageCount, pageHref, pageSlice } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { pageParam, routeContext, type VariantParams } from './context'

export type ListFilter = { kind: 'category' | 'tag'; value: string } | null

export function listRoot(filter: ListFilter) {
  return filter ? `/${filter.kind}/${encodeURIComponent(filter.value)}` : '/'
}

export async function renderList(params: Promise<VariantParams>, filter: ListFilter, rawPage = '1') {
  const page = pageParam(rawPage)
  if (!page) notFound()
  const root = listRoot(filter)
  const { ctx, layouts, site, config } = await routeContext(params, pageHref(root, page))
  let posts: Post[] = site.posts
  if (filter?.kind === 'category') posts = posts.filter((p) => p.category === filter.value)
  if (filter?.kind === 'tag') posts = posts.filter((p) => p.tags.includes(filter.value))
  if (filter && posts.length === 0) notFound()
  const perPage = config.POSTS_PER_PAGE
  const props = {
    ctx,
    posts: pageSlice(posts, page, perPage),
    page,
    totalPages: pageCount(posts.length, perPage),
    root,
  }
  return filter ? layouts.PostList({ ...props, filter }) : layouts.Index(props)
}
