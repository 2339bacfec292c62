// A page of stories followed by the pagination; past the last page, "no more" and a way back to
// the first. Reading times (and previews, when on) are read on the server for the page's posts.
import { preload } from 'react-dom'
import Link from '@/lib/ui/Link'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { previewsOf } from '@/lib/theme-kit/preview'
import { readingFactsOf } from '@/lib/theme-kit/reading'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import Pager from './Pager'
import { MoreStories } from '../islands/lazy'
import PostItem, { storyOptions } from './PostItem'
import { COVER_SIZES, coverSrcSet } from './StoryCard'

export default async function PostStream({
  ctx,
  posts,
  page,
  totalPages,
  root,
  query,
  filter = null,
}: {
  ctx: ThemeContext
  posts: Post[]
  page: number
  totalPages: number
  root: string
  /** on the search page: the keyword, marked in the stories */
  query?: string
  /** the list's filter, for the infinite feed's later pages */
  filter?: { kind: 'category' | 'tag'; value: string } | null
}) {
  const t = labels(ctx)
  if (!posts.length || page > totalPages) {
    return (
      <div className="md-no-more py-16 text-center">
        <p className="md-serif text-lg text-[var(--md-muted)]">{t.noMore}</p>
        <Link prefetch={false} href={ctx.href(pageHref(root, 1))} className="md-pill mt-5">
          {t.backToFirst}
        </Link>
      </div>
    )
  }
  const [reading, previews] = await Promise.all([
    mediumConfig.MEDIUM_POST_LIST_READING_TIME ? readingFactsOf(ctx.site, posts) : null,
    mediumConfig.MEDIUM_POST_LIST_PREVIEW ? previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null,
  ])
  const firstCover = mediumConfig.MEDIUM_POST_LIST_COVER ? posts[0].pageCoverThumbnail : null
  if (firstCover) {
    const src = ctx.asset(firstCover)
    preload(src, { as: 'image', fetchPriority: 'high', imageSrcSet: coverSrcSet(src), imageSizes: COVER_SIZES })
  }
  const stories = posts.map((p, i) => (
    <PostItem key={p.id} ctx={ctx} post={p} minutes={reading?.get(p.id)?.minutes} preview={previews?.get(p.id)} eager={i === 0} query={query} />
  ))
  // the feed goes on by itself (the site's POST_LIST_STYLE), except on the search page
  if (ctx.config.POST_LIST_STYLE !== 'page' && page === 1 && query === undefined) {
    return (
      <MoreStories
        totalPages={totalPages}
        filter={filter ? new URLSearchParams({ [filter.kind]: filter.value }).toString() : ''}
        opts={storyOptions(ctx)}
        words={{ more: t.more, noMore: t.noMore, loading: t.loading }}
      >
        {stories}
      </MoreStories>
    )
  }
  return (
    <>
      <div className="md-stream">{stories}</div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
