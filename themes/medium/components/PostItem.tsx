// One story in a list, Medium style: the category on top, a large bold title, the summary (or
// the article's first lines) in the reading serif, then the date, reading time and tags; a small
// cover thumbnail on the right. A hairline separates the stories.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ReadingFacts } from '@/lib/theme-kit/reading'
import type { ThemeContext } from '@/themes/types'
import { markQuery } from '@/lib/search-ui/marked'
import { mediumConfig } from '../config'
import { Glyph } from '../icons'
import PostIcon from './PostIcon'

export default function PostItem({
  ctx,
  post,
  reading,
  preview,
  eager = false,
  query,
}: {
  ctx: ThemeContext
  post: Post
  reading?: ReadingFacts
  /** the article's first lines, shown instead of the summary */
  preview?: string
  /** the first item's cover is in view at once: load it eagerly */
  eager?: boolean
  /** a search's words, marked in the title and summary */
  query?: string
}) {
  const t = labels(ctx)
  const href = ctx.href(post.href)
  const text = preview ?? post.summary
  const cover = mediumConfig.MEDIUM_POST_LIST_COVER ? post.pageCoverThumbnail : null
  return (
    <article className="md-item flex gap-5 border-b border-[var(--md-line)] py-8 first:pt-2 md:gap-10">
      <div className="min-w-0 flex-1">
        {post.category && (
          <Link prefetch={false} href={categoryHref(ctx, post.category)} className="inline-flex items-center gap-1.5 text-[0.8125rem] font-medium hover:underline">
            <Glyph name="folder" size={14} className="text-[var(--md-muted)]" />
            {post.category}
          </Link>
        )}
        <h2 className="mt-2 text-xl leading-snug font-extrabold tracking-tight md:text-[1.5rem]">
          <Link prefetch={false} href={href} className="hover:underline hover:decoration-2 hover:underline-offset-4">
            <PostIcon ctx={ctx} icon={post.pageIcon} />
            {query ? markQuery(post.title, query) : post.title}
          </Link>
        </h2>
        {text && (
          <p className={`md-serif mt-2 text-base leading-relaxed text-[var(--md-muted)] md:text-[1.0625rem] ${preview ? 'line-clamp-5 whitespace-pre-line' : 'line-clamp-2 md:line-clamp-3'}`}>
            {query ? markQuery(text, query) : text}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-[0.8125rem] text-[var(--md-muted)]">
          <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
          {reading && (
            <>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1" title={t.readTime}>
                <Glyph name="clock" size={14} />
                <span className="sr-only">{t.readTime}</span>
                {reading.minutes} {t.minutes}
              </span>
            </>
          )}
          {post.locked && <Glyph name="lock" size={14} />}
          {mediumConfig.MEDIUM_POST_LIST_TAGS &&
            post.tags.map((tag) => (
              <Link prefetch={false} key={tag} href={tagHref(ctx, tag)} className="md-chip !px-2.5 !py-0.5 !text-xs">
                {tag}
              </Link>
            ))}
        </div>
      </div>
      {cover && (
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="mt-7 shrink-0 self-start">
          <img
            src={ctx.asset(cover)}
            alt=""
            width={160}
            height={107}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className="h-14 w-20 rounded-sm bg-[var(--md-soft)] object-cover md:h-[6.75rem] md:w-40"
          />
        </Link>
      )}
    </article>
  )
}
