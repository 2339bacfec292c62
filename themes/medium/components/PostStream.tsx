// A page of stories followed by the pagination; past the last page, "no more" and a way back to
// the first. Reading times (and previews, when on) are read on the server for the page's posts.
import { preload } from 'react-dom'
import Link from '@/lib/ui/Link'
import { pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { previewsOf } from '@/lib/theme-kit/preview'
import { readingFactsOf } from '@/lib/theme-kit/reading'
import type { ThemeContext } from '@/themes/types'
import { mediumConfig } from '../config'
import Pager from './Pager'
import PostItem from './PostItem'

export default async function PostStream({
  ctx,
  posts,
  page,
  totalPages,
  root,
  query,
}: {
  ctx: ThemeContext
  posts: Post[]
  page: number
  totalPages: number
  root: string
  /** on the search page: the keyword, marked in the stories */
  query?: string
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
    mediumConfig.MEDIUM_POST_LIST_READING_TIME ? readingFactsOf(posts) : null,
    mediumConfig.MEDIUM_POST_LIST_PREVIEW ? previewsOf(posts, ctx.config.POST_PREVIEW_LINES) : null,
  ])
  const firstCover = mediumConfig.MEDIUM_POST_LIST_COVER ? posts[0].pageCoverThumbnail : null
  if (firstCover) preload(ctx.asset(firstCover), { as: 'image', fetchPriority: 'high' })
  return (
    <>
      <div className="md-stream">
        {posts.map((p, i) => (
          <PostItem key={p.id} ctx={ctx} post={p} reading={reading?.get(p.id)} preview={previews?.get(p.id)} eager={i === 0} query={query} />
        ))}
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
