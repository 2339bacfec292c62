// A page of cards in matery's grid (three columns on desktops, two on tablets, one on phones),
// then the round pagination, or, with infinite lists, the cards of later pages as the reader
// goes on. A page past the end says there is nothing more and links back to the first page.
import { preload } from 'react-dom'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { themeQuery } from '@/lib/theme-kit/links'
import { previewsOf } from '@/lib/theme-kit/preview'
import { toPostCardData } from '@/lib/ui/post-cards'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { materyConfig } from '../config'
import { MoreCards } from '../islands/lazy'
import Pager from './Pager'
import PostCard, { type CardLook } from './PostCard'

export const GRID = 'm-grid grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3 lg:gap-7'

export function cardLook(ctx: ThemeContext): CardLook {
  return {
    base: ctx.config.SUB_PATH,
    summary: materyConfig.MATERY_POST_LIST_SUMMARY,
    zoom: materyConfig.MATERY_POST_LIST_COVER_ZOOM,
    fallback: materyConfig.MATERY_POST_COVER_DEFAULT_IMAGE || null,
    lockedLabel: labels(ctx).lockedArticle,
  }
}

export default async function CardGrid({
  ctx,
  posts,
  page,
  totalPages,
  root,
  filter,
  eagerFirst = false,
}: {
  ctx: ThemeContext
  posts: Post[]
  page: number
  totalPages: number
  root: string
  filter: { kind: 'category' | 'tag'; value: string } | null
  /** no full-screen hero above: the first cover may be the largest image in view */
  eagerFirst?: boolean
}) {
  const t = labels(ctx)
  if (!posts.length || page > totalPages) {
    return (
      <div className="m-sheet m-empty flex flex-col items-center gap-4 px-6 py-16 text-center">
        <p className="text-lg text-[var(--m-muted)]">{t.noMore}</p>
        <a href={ctx.asset(ctx.href(pageHref(root, 1)))} className="m-chip">
          {t.backToFirst}
        </a>
      </div>
    )
  }
  const look = cardLook(ctx)
  const query = themeQuery(ctx)
  const firstCover = posts[0].pageCoverThumbnail ?? look.fallback
  if (eagerFirst && firstCover) preload(ctx.asset(firstCover), { as: 'image', fetchPriority: 'high' })
  const previews = materyConfig.MATERY_POST_LIST_PREVIEW ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  const cards = posts.map((p, i) => (
    <PostCard key={p.id} post={toPostCardData(p)} look={look} themeQuery={query} preview={previews?.get(p.id)} eager={eagerFirst && i === 0} />
  ))
  if (ctx.config.POST_LIST_STYLE !== 'page' && page === 1) {
    const words = { more: t.more, noMore: t.noMore, loading: t.loading }
    const filterQuery = filter ? new URLSearchParams({ [filter.kind]: filter.value }).toString() : ''
    return <MoreCards {...{ totalPages, look, words, themeQuery: query, filter: filterQuery, gridClassName: GRID }}>{cards}</MoreCards>
  }
  return (
    <>
      <div className={GRID}>{cards}</div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
