// A wide list card: the cover on one side (the feed alternates sides), the title, the category,
// the summary (or the article's first lines), then the date and the tags.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import PostMark from './PostMark'

export interface RowOptions {
  /** the cover to show (the post's or the fallback), or null for none */
  cover: string | null
  summary: boolean
  /** the article's first lines instead of the summary */
  preview?: string
  /** the first card under no cover band: its picture loads at once */
  eager?: boolean
  /** the title's heading level (h3 under a section heading) */
  level?: 2 | 3
}

export default function PostRow({ ctx, post, opts }: { ctx: ThemeContext; post: Post; opts: RowOptions }) {
  const href = ctx.href(post.href)
  const text = opts.preview ?? (opts.summary ? post.summary : '')
  const Title = opts.level === 3 ? 'h3' : 'h2'
  return (
    <article className="hexo-post hexo-card flex flex-col overflow-hidden md:h-64 md:flex-row">
      {opts.cover && (
        <Link href={href} tabIndex={-1} aria-hidden="true" className="hexo-post-cover relative block h-48 shrink-0 overflow-hidden bg-[var(--hx-soft)] md:h-full md:w-[42%]">
          <img
            src={ctx.asset(opts.cover)}
            alt=""
            width={480}
            height={270}
            loading={opts.eager ? 'eager' : 'lazy'}
            decoding="async"
            className="absolute inset-0 h-full w-full object-cover"
          />
        </Link>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-6 md:px-8">
        <Title className="line-clamp-2 text-xl leading-snug font-semibold md:text-2xl">
          <Link href={href} className="transition-colors hover:text-[var(--hx-accent)]">
            <PostMark ctx={ctx} icon={post.pageIcon} />
            {post.title}
          </Link>
        </Title>
        {post.category && (
          <Link href={categoryHref(ctx, post.category)} className="flex w-fit items-center gap-1 text-sm text-[var(--hx-dim)] hover:text-[var(--hx-accent)]">
            <Glyph name="folder" size={14} />
            {post.category}
          </Link>
        )}
        {text && (
          <p className={`text-sm leading-7 text-[var(--hx-dim)] ${opts.preview ? 'line-clamp-4 whitespace-pre-line' : 'line-clamp-3'}`}>{text}</p>
        )}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm text-[var(--hx-dim)]">
          <span className="flex items-center gap-1.5">
            <Glyph name="calendar" size={14} />
            <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
          </span>
          {post.tags.length > 0 && (
            <span className="flex flex-wrap justify-end gap-1.5">
              {post.tags.slice(0, 3).map((tag) => (
                <Link key={tag} href={tagHref(ctx, tag)} className="hexo-chip text-xs">
                  {tag}
                </Link>
              ))}
            </span>
          )}
        </div>
      </div>
    </article>
  )
}
