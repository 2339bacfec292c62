// A post card: cover, category and date, a two-line title, a two-line summary (or the first
// lines of the article when previews are on), tag chips. Plain markup with no hooks and no
// server-only imports, so the infinite-scroll island renders the very same card.
// heo's links are not prefetched: a page shows dozens of them, and prefetching costs the
// reader's main thread and data more than it saves on static pages (the loading cover shows
// while a page loads). It also keeps prefetched pages' image preloads off the current page.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { withBase } from '@/lib/site/links'
import { withQuery, type PostCardData } from '@/lib/ui/post-cards'
import { CalendarIcon } from '../icons'
import PostIcon from './PostIcon'

export interface CardOptions {
  cover: boolean
  /** the image for posts without a cover, or null for none */
  defaultCover: string | null
  enlarge: boolean
  summary: boolean
  /** the site's sub path ('' at the root): plain <img> tags need it, <Link> adds it itself */
  base: string
}

export default function PostCard({
  post,
  opts,
  themeQuery,
  preview,
  eager = false,
}: {
  post: PostCardData
  opts: CardOptions
  themeQuery: string
  /** the article's first lines, shown instead of the summary */
  preview?: string
  /** the first card of a page without a hero: load its cover at once (it is the LCP image) */
  eager?: boolean
}) {
  const href = withQuery(post.href, themeQuery)
  const cover = opts.cover ? (post.cover ?? opts.defaultCover) : null
  const text = preview ?? (opts.summary ? post.summary : '')
  return (
    <article className="heo-card heo-post-card group flex flex-col overflow-hidden transition-colors duration-300 hover:border-[var(--heo-accent)]">
      {cover && (
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="heo-card-cover relative block aspect-[16/9] overflow-hidden bg-[var(--heo-card-2)]">
          <img
            src={withBase(opts.base, cover)}
            alt=""
            width={400}
            height={225}
            loading={eager ? 'eager' : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding="async"
            className={`h-full w-full object-cover transition-transform duration-500 ${opts.enlarge ? 'group-hover:scale-110' : ''}`}
          />
        </Link>
      )}
      <div className="flex flex-1 flex-col gap-2 p-5 md:p-6">
        <div className="flex items-center gap-3 text-xs text-[var(--heo-muted)]">
          {post.category && (
            <Link prefetch={false}
              href={withQuery(`/category/${encodeURIComponent(post.category)}`, themeQuery)}
              className="font-medium hover:text-[var(--heo-accent)]"
            >
              {post.category}
            </Link>
          )}
          <span className="flex items-center gap-1">
            <CalendarIcon size={12} />
            <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
          </span>
        </div>
        <h2 className="line-clamp-2 text-xl leading-snug font-bold">
          <Link prefetch={false} href={href} className="transition-colors group-hover:text-[var(--heo-accent)]">
            <PostIcon icon={post.icon} base={opts.base} />
            {post.title}
          </Link>
        </h2>
        {text && (
          <p className={`text-sm leading-relaxed text-[var(--heo-muted)] ${preview ? 'line-clamp-6 whitespace-pre-line' : 'line-clamp-2'}`}>
            {text}
          </p>
        )}
        {post.tags.length > 0 && (
          <div className="mt-auto flex flex-wrap gap-2 pt-2">
            {post.tags.map((t) => (
              <Link prefetch={false}
                key={t}
                href={withQuery(`/tag/${encodeURIComponent(t)}`, themeQuery)}
                className="rounded-md bg-[var(--heo-card-2)] px-2 py-0.5 text-xs text-[var(--heo-muted)] transition-colors hover:bg-[var(--heo-accent-bg)] hover:text-white"
              >
                #{t}
              </Link>
            ))}
          </div>
        )}
      </div>
    </article>
  )
}
