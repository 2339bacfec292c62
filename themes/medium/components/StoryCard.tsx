// One story in a list, as in medium's preview: the cover large across the column, then the
// category, a large bold title, the summary (or the article's first lines) in the reading serif,
// the date, reading time and tags; a hairline below. Plain data in, no hooks, nothing server-only:
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

/**
 * The card data carries the 400-px thumbnail; a cover across the column needs more. Site-served
 * images (/files/, /image/) take their size from the query, so the same picture is offered at
 * larger widths; other URLs are left as they are.
 */
/** the cover spans the reading column (at most 44rem less its padding) */
export const COVER_SIZES = '(min-width: 48rem) 40rem, 100vw'

export function coverSrcSet(src: string): string | undefined {
  const path = src.replace(/^https?:\/\/[^/]+/, '')
  if (!/\/(files|image)\//.test(path)) return undefined
  return [400, 720, 1080]
    .map((w) => {
      const u = new URL(src, 'http://x')
      u.searchParams.set('width', String(w))
      u.searchParams.set('quality', w === 400 ? '50' : '70')
      return `${src.startsWith('http') ? u.href : u.pathname + u.search} ${w}w`
    })
    .join(', ')
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
    <article className="md-item border-b border-[var(--md-line)] py-10 first:pt-2">
      {opts.cover && post.cover && (
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="md-cover mb-6 block overflow-hidden rounded-sm bg-[var(--md-soft)]">
          <img
            className="aspect-[5/2] w-full object-cover"
            src={withBase(opts.base, post.cover)}
            srcSet={coverSrcSet(withBase(opts.base, post.cover))}
            sizes={COVER_SIZES}
            alt=""
            width={960}
            height={384}
            decoding="async"
            {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        </Link>
      )}
      {post.category && (
        <Link prefetch={false} href={chip(`/category/${encodeURIComponent(post.category)}`)} className="inline-flex items-center gap-1.5 text-[0.8125rem] font-medium hover:underline">
          <Glyph name="folder" size={14} className="text-[var(--md-muted)]" />
          {post.category}
        </Link>
      )}
      <h2 className="mt-2 text-2xl leading-snug font-extrabold tracking-tight md:text-[1.75rem]">
        <Link prefetch={false} href={href} className="hover:underline hover:decoration-2 hover:underline-offset-4">
          <Icon icon={post.icon} base={opts.base} />
          {mark(post.title)}
        </Link>
      </h2>
      {text && (
        <p className={`md-serif mt-2 text-base leading-relaxed text-[var(--md-muted)] md:text-[1.0625rem] ${preview ? 'line-clamp-5 whitespace-pre-line' : 'line-clamp-3'}`}>
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
    </article>
  )
}
