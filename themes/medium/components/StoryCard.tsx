// One story in a list, Medium style: the category on top, a large bold title, the summary (or
// the article's first lines) in the reading serif, then the date, reading time and tags; a small
// cover thumbnail on the right; a hairline below. Plain data in, no hooks, nothing server-only:
// the server lists and the infinite-scroll island draw the very same card.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { markQuery } from '@/lib/search-ui/marked'
import { withBase } from '@/lib/site/links'
import { withQuery, type PostCardData } from '@/lib/ui/post-cards'
import { Glyph } from '../icons'

export interface StoryOptions {
  /** the site's sub path ('' at the root), for plain <img> tags */
  base: string
  /** '?theme=…' when the reader chose this theme, else '' */
  themeQuery: string
  cover: boolean
  tags: boolean
  words: { readTime: string; minutes: string }
}

function Icon({ icon, base }: { icon: string | null; base: string }) {
  if (!icon) return null
  if (/^(https?:|\/)/.test(icon)) {
    return <img src={withBase(base, icon)} alt="" width={24} height={24} loading="lazy" className="mr-2 inline-block h-6 w-6 align-[-0.15em]" />
  }
  return (
    <span aria-hidden="true" className="mr-2">
      {icon}
    </span>
  )
}

export default function StoryCard({
  post,
  opts,
  minutes,
  preview,
  query,
  eager = false,
}: {
  post: PostCardData
  opts: StoryOptions
  /** reading time, when known */
  minutes?: number
  /** the article's first lines, shown instead of the summary */
  preview?: string
  /** a search's words, marked in the title and summary */
  query?: string
  /** the first story's cover is in view at once: load it eagerly */
  eager?: boolean
}) {
  const href = withQuery(post.href, opts.themeQuery)
  const text = preview ?? post.summary
  const mark = (s: string) => (query ? markQuery(s, query) : s)
  const chip = (path: string) => withQuery(path, opts.themeQuery)
  return (
    <article className="md-item flex gap-5 border-b border-[var(--md-line)] py-8 first:pt-2 md:gap-10">
      <div className="min-w-0 flex-1">
        {post.category && (
          <Link prefetch={false} href={chip(`/category/${encodeURIComponent(post.category)}`)} className="inline-flex items-center gap-1.5 text-[0.8125rem] font-medium hover:underline">
            <Glyph name="folder" size={14} className="text-[var(--md-muted)]" />
            {post.category}
          </Link>
        )}
        <h2 className="mt-2 text-xl leading-snug font-extrabold tracking-tight md:text-[1.5rem]">
          <Link prefetch={false} href={href} className="hover:underline hover:decoration-2 hover:underline-offset-4">
            <Icon icon={post.icon} base={opts.base} />
            {mark(post.title)}
          </Link>
        </h2>
        {text && (
          <p className={`md-serif mt-2 text-base leading-relaxed text-[var(--md-muted)] md:text-[1.0625rem] ${preview ? 'line-clamp-5 whitespace-pre-line' : 'line-clamp-2 md:line-clamp-3'}`}>
            {mark(text)}
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-[0.8125rem] text-[var(--md-muted)]">
          <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
          {minutes !== undefined && (
            <>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1" title={opts.words.readTime}>
                <Glyph name="clock" size={14} />
                <span className="sr-only">{opts.words.readTime}</span>
                {minutes} {opts.words.minutes}
              </span>
            </>
          )}
          {post.locked && <Glyph name="lock" size={14} />}
          {opts.tags &&
            post.tags.map((tag) => (
              <Link prefetch={false} key={tag} href={chip(`/tag/${encodeURIComponent(tag)}`)} className="md-chip !px-2.5 !py-0.5 !text-xs">
                {tag}
              </Link>
            ))}
        </div>
      </div>
      {opts.cover && post.cover && (
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="mt-7 shrink-0 self-start">
          <img
            className="h-14 w-20 rounded-sm bg-[var(--md-soft)] object-cover md:h-[6.75rem] md:w-40"
            src={withBase(opts.base, post.cover)}
            alt=""
            width={160}
            height={107}
            decoding="async"
            {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        </Link>
      )}
    </article>
  )
}
