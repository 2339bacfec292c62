// A page of post cards followed by numbered pagination (POST_LIST_STYLE 'page') or by infinite
// scroll; an empty page past the end shows 'no more'.
import { preload } from 'react-dom'
import { pageHref } from '@/lib/site/pagination'
import { toPostCardData } from '@/lib/ui/post-cards'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig, type HeoSettings } from '../config'
import { InfiniteList } from '../islands/lazy'
import { previewsOf } from '@/lib/theme-kit/preview'
import { themeQuery as queryOf } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import Pagination from './Pagination'
import PostCard, { type CardOptions } from './PostCard'

/** The list's grid: two cards a row, or one wide card a row (optionally alternating sides). */
function gridClass(): string {
  if (heoConfig.HEO_POST_LIST_TWO_COLS) return 'heo-post-grid grid grid-cols-1 gap-4 md:grid-cols-2'
  return `heo-post-grid heo-cards-wide grid grid-cols-1 gap-4${heoConfig.HEO_POST_LIST_IMG_CROSSOVER ? ' heo-cards-crossover' : ''}`
}

export function cardOptions(ctx: Pick<ThemeContext, 'config'>, heo: HeoSettings = heoConfig): CardOptions {
  return {
    base: ctx.config.SUB_PATH,
    cover: heo.HEO_POST_LIST_COVER,
    defaultCover: heo.HEO_POST_LIST_COVER_DEFAULT ? heo.HEO_POST_COVER_DEFAULT_IMAGE : null,
    enlarge: heo.HEO_POST_LIST_COVER_HOVER_ENLARGE,
    summary: heo.HEO_POST_LIST_SUMMARY,
  }
}

export default async function PostGrid({
  ctx,
  posts,
  page,
  totalPages,
  total,
  root,
  filter,
  eagerFirst,
}: {
  ctx: ThemeContext
  posts: Post[]
  page: number
  totalPages: number
  /** posts in the whole list (all pages) */
  total: number
  root: string
  filter: { kind: 'category' | 'tag'; value: string } | null
  /** no hero above: the first cover is the largest image in view */
  eagerFirst: boolean
}) {
  const t = labels(ctx)
  if (page > totalPages || posts.length === 0) {
    return (
      <div className="heo-card heo-no-more flex flex-col items-center gap-3 py-16 text-[var(--heo-muted)]">
        <p>{t.noMore}</p>
        <a href={ctx.asset(ctx.href(pageHref(root, 1)))} className="font-medium text-[var(--heo-accent)] hover:underline">
          {t.backToFirst}
        </a>
      </div>
    )
  }
  const opts = cardOptions(ctx)
  const firstCover = opts.cover ? (posts[0].pageCoverThumbnail ?? opts.defaultCover) : null
  // The first cover is the largest image in view on phones: ask for it from the <head>.
  if (eagerFirst && firstCover) preload(ctx.asset(firstCover), { as: 'image', fetchPriority: 'high' })
  const themeQuery = queryOf(ctx)
  const previews = heoConfig.HEO_POST_LIST_PREVIEW ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  const cards = posts.map((p, i) => (
    <PostCard
      key={p.id}
      post={toPostCardData(p)}
      opts={opts}
      themeQuery={themeQuery}
      preview={previews?.get(p.id)}
      eager={eagerFirst && i === 0}
    />
  ))
  const infinite = ctx.config.POST_LIST_STYLE !== 'page' && page === 1
  if (infinite) {
    return (
      <InfiniteList
        totalPages={totalPages}
        filter={filter ? new URLSearchParams({ [filter.kind]: filter.value }).toString() : ''}
        opts={opts}
        themeQuery={themeQuery}
        labels={{ more: t.more, noMore: t.noMore, loading: t.loading }}
        className={gridClass()}
      >
        {cards}
      </InfiniteList>
    )
  }
  return (
    <>
      <div className={gridClass()}>{cards}</div>
      {total >= ctx.config.POSTS_PER_PAGE && <Pagination ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
