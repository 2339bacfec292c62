// The parts around an article's body: the header (title, meta line, tags), the copyright
// block, the previous/next text links, the related posts as a short list and the comments.
import { Fragment, type ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import { CommentsSlot, commentsOpen } from '@/lib/theme-kit/slots'
import type { Article, Post } from '@/lib/site/types'
import { articleFacts, copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ChevronGlyph, ClockGlyph, PencilGlyph } from '../icons'
import Day from './Day'
import { AuthorBit, CategoryBit, TitleIcon } from './PostEntry'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

export function ArticleHead({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const f = articleFacts(ctx, article)
  return (
    <header className="simple-article-head border-b border-[var(--s-line)] pb-6">
      <Breadcrumb ctx={ctx} article={article} className="mb-3 text-sm text-[var(--s-muted)]" linkClassName="hover:underline" />
      <h1 className="text-3xl leading-tight font-bold md:text-4xl md:leading-tight">
        <TitleIcon ctx={ctx} icon={post.pageIcon} size={34} />
        {post.title}
      </h1>
      <p className="simple-meta mt-4">
        <AuthorBit ctx={ctx} />
        {f.published && (
          <Link prefetch={false} href={f.published.href} title={t.postTime}>
            <ClockGlyph size={14} />
            <Day day={f.published.day} />
          </Link>
        )}
        <CategoryBit ctx={ctx} name={post.category} />
        {/* labelled: beside the publish day, a second date alone would not say what it is */}
        {f.edited && (
          <span>
            <PencilGlyph size={14} />
            {t.lastEdited} <Day day={f.edited} />
          </span>
        )}
        {f.reading && (
          <span>
            {t.wordCount} {f.reading.words} · {t.readTime} {f.reading.minutes} {t.minutes}
          </span>
        )}
        {f.views && (
          <span>
            {t.views} <span data-busuanzi="page_pv">–</span>
          </span>
        )}
      </p>
      {post.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Link prefetch={false} href={tagHref(ctx, tag)} className="simple-tag">
                #{tag}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </header>
  )
}

/** The copyright block: author, address and licence as a small definition list, ruled in red. */
export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const { author, url, copyright, copyrightNotice } = labels(ctx)
  const block = copyrightBlock(ctx, post)
  const rows: Array<[string, ReactNode]> = [
    [author, <a href={block.authorHref} className="simple-link">{block.author}</a>],
    [url, <a href={block.url} className="simple-link break-all">{block.urlText}</a>],
    [copyright, copyrightNotice],
  ]
  return (
    <section aria-label={copyright} className="simple-copyright mt-10 border border-[var(--s-line)] border-l-4 border-l-[var(--s-red)] bg-[var(--s-soft)] px-5 py-4 text-sm leading-7">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="font-bold">{term}</dt>
            <dd className="min-w-0">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  )
}

/** Previous and next as two text links on one ruled line (either may be missing). */
export function Adjacent({ ctx, prev, next }: { ctx: ThemeContext; prev: Post | null; next: Post | null }) {
  const t = labels(ctx)
  if (!prev && !next) return null
  const cell = 'group flex min-w-0 flex-col gap-1 py-4'
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="simple-adjacent mt-10 grid grid-cols-1 border-y border-[var(--s-line)] sm:grid-cols-2 sm:gap-8">
      {prev ? (
        <Link prefetch={false} href={ctx.href(prev.href)} rel="prev" className={cell}>
          <span className="flex items-center gap-1 text-xs tracking-widest text-[var(--s-muted)] uppercase">
            <ChevronGlyph dir="left" size={12} />
            {t.prevPost}
          </span>
          <span className="text-[var(--s-teal)] group-hover:text-[var(--s-red)]">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link prefetch={false} href={ctx.href(next.href)} rel="next" className={`${cell} border-t border-[var(--s-line)] sm:border-t-0 sm:text-right`}>
          <span className="flex items-center gap-1 text-xs tracking-widest text-[var(--s-muted)] uppercase sm:justify-end">
            {t.nextPost}
            <ChevronGlyph size={12} />
          </span>
          <span className="text-[var(--s-teal)] group-hover:text-[var(--s-red)]">{next.title}</span>
        </Link>
      )}
    </nav>
  )
}

/** Related posts: a two-column list of titles with their days, under a widget heading. */
export function Related({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  if (posts.length === 0) return null
  const rows = posts.map((p) => (
    <li key={p.id} className="flex items-baseline justify-between gap-4 border-b border-dotted border-[var(--s-line)] py-2">
      <Link prefetch={false} href={ctx.href(p.href)} className="min-w-0 truncate hover:text-[var(--s-red)]">{p.title}</Link>
      <Day day={p.publishDay} className="shrink-0 text-xs text-[var(--s-muted)]" />
    </li>
  ))
  return (
    <section className="simple-related mt-10">
      <h2 className="simple-widget-title">{labels(ctx).relatedPosts}</h2>
      <ul className="grid gap-x-8 sm:grid-cols-2">{rows}</ul>
    </section>
  )
}

/** The comments under a post, below a heavy rule; `?target=comment` scrolls here. */
export function CommentsBlock({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  if (!commentsOpen(ctx)) return null
  return (
    <section id="comment" className="simple-comments mt-12 scroll-mt-6">
      <h2 className="mb-5 border-b-2 border-[var(--s-strong-line)] pb-2 text-xl font-bold">{labels(ctx).comments}</h2>
      <CommentsSlot ctx={ctx} post={post} />
      <CommentTarget />
    </section>
  )
}
