// matery's image card: the title sits on the darkened cover, which zooms while the pointer is
// over the card; below it the summary, the date and category, then the tags as coloured
// chips. Plain markup (no hooks, no server-only imports): the infinite list island draws the
// very same card for later pages.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { withBase } from '@/lib/site/links'
import { withQuery, type PostCardData } from '@/lib/ui/post-cards'
import { Icon } from '../icons'
import { toneOf } from '../logic'
import PostMark from './PostMark'

export interface CardLook {
  /** the site's sub path ('' at the root) for plain <img> tags */
  base: string
  summary: boolean
  zoom: boolean
  /** the cover of posts without one; null = the gradient */
  fallback: string | null
  /** read to screen readers on locked posts */
  lockedLabel: string
}

export default function PostCard({
  post,
  look,
  themeQuery,
  preview,
  eager = false,
}: {
  post: PostCardData
  look: CardLook
  themeQuery: string
  /** the article's first lines, in place of the summary */
  preview?: string
  /** load the cover at once (the first card of a page without a hero) */
  eager?: boolean
}) {
  const href = withQuery(post.href, themeQuery)
  const cover = post.cover ?? look.fallback
  const text = preview ?? (look.summary ? post.summary : '')
  const zoom = look.zoom ? 'm-zoom' : ''
  return (
    <article className="m-card m-lift group flex flex-col overflow-hidden rounded-[10px] bg-[var(--m-card)]">
      <div className="relative h-52 overflow-hidden bg-[var(--m-soft)]">
        <Link href={href} tabIndex={-1} aria-hidden="true" className="absolute inset-0 block">
          {cover ? (
            <img
              src={withBase(look.base, cover)}
              alt=""
              width={400}
              height={225}
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
              decoding="async"
              className={`h-full w-full object-cover ${zoom}`}
            />
          ) : (
            <span className={`m-fallback-cover block h-full w-full ${zoom}`} />
          )}
          <span className="m-cover-shade absolute inset-0" />
        </Link>
        {post.locked && (
          <span className="absolute top-3 right-3 grid h-8 w-8 place-items-center rounded-full bg-black/45 text-white" title={look.lockedLabel}>
            <Icon name="lock" size={16} />
            <span className="sr-only">{look.lockedLabel}</span>
          </span>
        )}
        <h2 className="pointer-events-none absolute inset-x-0 bottom-0 px-4 pb-3.5 text-xl leading-snug font-semibold text-white [text-shadow:0_1px_6px_rgb(0_0_0/0.5)]">
          <Link href={href} className="pointer-events-auto line-clamp-2 decoration-2 underline-offset-4 hover:underline">
            <PostMark icon={post.icon} base={look.base} />
            {post.title}
          </Link>
        </h2>
      </div>
      {text && (
        <p className={`px-4 pt-4 text-[0.925rem] leading-relaxed text-[var(--m-muted)] ${preview ? 'line-clamp-6 whitespace-pre-line' : 'line-clamp-3'}`}>
          {text}
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-3 px-4 pt-3 pb-3 text-sm text-[var(--m-muted)]">
        <span className="flex items-center gap-1.5">
          <Icon name="calendar" size={16} />
          <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
        </span>
        {post.category && (
          <Link
            href={withQuery(`/category/${encodeURIComponent(post.category)}`, themeQuery)}
            className="flex min-w-0 items-center gap-1.5 hover:text-[var(--m-accent)]"
          >
            <Icon name="folder" size={16} />
            <span className="truncate">{post.category}</span>
          </Link>
        )}
      </div>
      {post.tags.length > 0 && (
        <ul className="flex flex-wrap gap-2 border-t border-[var(--m-line)] px-4 py-3">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link href={withQuery(`/tag/${encodeURIComponent(tag)}`, themeQuery)} className={`m-tag m-tone-${toneOf(tag)}`}>
                {tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </article>
  )
}
