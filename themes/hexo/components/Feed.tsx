// A page of wide post cards, covers alternating sides, and the numbered pagination; a page
// past the end says 'no more' with a way back to the first.
import Link from '@/lib/ui/Link'
import { pageHref } from '@/lib/site/pagination'
import { previewsOf } from '@/lib/theme-kit/preview'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { hexoConfig } from '../config'
import { fallbackCover } from '../media'
import { words } from '../words'
import { FEED_ID } from './Bands'
import Pager from './Pager'
import PostRow from './PostRow'

/** The cover a card shows for a post, per the HEXO_POST_LIST_COVER switches. */
export function cardCover(ctx: ThemeContext, post: Post): string | null {
  if (!hexoConfig.HEXO_POST_LIST_COVER) return null
  return post.pageCoverThumbnail ?? (hexoConfig.HEXO_POST_LIST_COVER_DEFAULT ? fallbackCover(ctx) : null)
}

export default async function Feed({ ctx, posts, page, totalPages, root }: { ctx: ThemeContext; posts: Post[]; page: number; totalPages: number; root: string }) {
  const w = words(ctx)
  if (posts.length === 0 || page > totalPages) {
    return (
      <div id={FEED_ID} className="hexo-card hexo-no-more flex scroll-mt-20 flex-col items-center gap-4 px-6 py-16 text-[var(--hx-dim)]">
        <p>{w.noMore}</p>
        <Link href={ctx.href(pageHref(root, 1))} className="rounded-full bg-[var(--hx-fill)] px-5 py-2 text-sm font-medium text-white">
          {w.backToFirst}
        </Link>
      </div>
    )
  }
  const previews = hexoConfig.HEXO_POST_LIST_PREVIEW ? await previewsOf(ctx.site, posts, ctx.config.POST_PREVIEW_LINES) : null
  return (
    <>
      <div id={FEED_ID} className="hexo-feed flex scroll-mt-20 flex-col gap-6">
        {posts.map((post) => (
          <PostRow
            key={post.id}
            ctx={ctx}
            post={post}
            opts={{ cover: cardCover(ctx, post), summary: hexoConfig.HEXO_POST_LIST_SUMMARY, preview: previews?.get(post.id) }}
          />
        ))}
      </div>
      {totalPages > 1 && <Pager ctx={ctx} page={page} totalPages={totalPages} root={root} />}
    </>
  )
}
