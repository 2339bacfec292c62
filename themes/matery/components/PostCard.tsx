// matery's image card: the title sits on the darkened cover, which zooms while the pointer is
// over the card; below it the summary, the date and category, then the tags as coloured
// chips. Plain markup (no hooks, no server-only imports): the infinite list island draws the
// very same card for later pages.
import Link from '@/lib/ui/Link'
import { withBase } from '@/lib/site/links'
import { withQuery, type PostCardData } from '@/lib/ui/post-cards'
import { Icon } from '../icons'
import PostMark from './PostMark'
import { DayStamp, ToneTags } from './Stamp'

/** the first card of a page without a hero holds its largest image: ask for it at once */
const FIRST = { loading: 'eager', fetchPriority: 'high' } as const
const LATER = { loading: 'lazy' } as const

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
            <img alt="" src={withBase(look.base, cover)} className={`h-full w-full object-cover ${zoom}`} width={400} height={225} decoding="async" {...(eager ? FIRST : LATER)} />
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
        <DayStamp day={post.publishDay} size={16} className="gap-1.5" />
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
      <ToneTags
        tags={post.tags}
        hrefOf={(tag) => withQuery(`/tag/${encodeURIComponent(tag)}`, themeQuery)}
        className="flex flex-wrap gap-2 border-t border-[var(--m-line)] px-4 py-3"
      />
    </article>
  )
}
