// The top of a story: category, a big title, the summary as its subtitle, the author line
// (picture, name, published → archive month, reading time, words, last edited, views), the
// hairline action row (to the comments), and the cover.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article } from '@/lib/site/types'
import { articleFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { aboutPage, categoryHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import { Glyph } from '../icons'
import Avatar from './Avatar'
import PostIcon from './PostIcon'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'
import { commentsOpen } from '@/lib/theme-kit/slots'

export default function ArticleHead({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const facts = articleFacts(ctx, article)
  const isPost = post.type === 'Post'
  const about = aboutPage(ctx)
  const authorHref = about ? ctx.href(about.href) : ctx.config.LINK
  const cover = mediumConfig.MEDIUM_ARTICLE_COVER ? post.pageCover : null
  return (
    <header className="md-article-head">
      {post.category && (
        <Link prefetch={false} href={categoryHref(ctx, post.category)} className="inline-flex items-center gap-1.5 rounded-full bg-[var(--md-soft)] px-3 py-1 text-[0.8125rem] hover:underline">
          <Glyph name="folder" size={14} />
          {post.category}
        </Link>
      )}
      <Breadcrumb ctx={ctx} article={article} className="text-sm text-[var(--md-muted)]" linkClassName="hover:text-[var(--md-fg)] hover:underline" />
      <h1 className="mt-4 text-[2rem] leading-[1.2] font-extrabold tracking-tight md:text-[2.75rem] md:leading-[1.15]">
        <PostIcon ctx={ctx} icon={post.pageIcon} size={36} />
        {post.title}
      </h1>
      {isPost && post.summary && <p className="md-serif mt-3 text-lg leading-relaxed text-[var(--md-muted)] md:text-[1.375rem]">{post.summary}</p>}

      <div className="md-byline mt-7 flex items-center gap-3">
        <Avatar ctx={ctx} size={44} />
        <div className="min-w-0 text-sm">
          <Link prefetch={false} href={authorHref} className="font-medium hover:underline">
            {ctx.config.AUTHOR}
          </Link>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-[var(--md-muted)]">
            {facts.published && (
              <Link prefetch={false} href={facts.published.href} title={t.postTime} className="hover:underline">
                <time dateTime={facts.published.day}>{formatDay(facts.published.day)}</time>
              </Link>
            )}
            {facts.reading && (
              <>
                {facts.published && <span aria-hidden="true">·</span>}
                <span>
                  {t.readTime} {facts.reading.minutes} {t.minutes}
                </span>
                <span aria-hidden="true">·</span>
                <span>
                  {t.wordCount} {facts.reading.words}
                </span>
              </>
            )}
          </p>
        </div>
      </div>

      <div className="md-actions mt-7 flex items-center justify-between gap-4 border-y border-[var(--md-line)] px-1 py-2.5 text-sm text-[var(--md-muted)]">
        {isPost && commentsOpen(ctx) ? (
          <a href="#comment" className="inline-flex items-center gap-1.5 hover:text-[var(--md-fg)]">
            <Glyph name="comment" size={18} />
            {t.comments}
          </a>
        ) : (
          <span />
        )}
        <span className="flex flex-wrap items-center justify-end gap-x-3">
          {/* labelled: the byline's date is the publish day, this one says what it is */}
          {facts.edited && (
            <span>
              <Glyph name="clock" size={15} className="mr-1 inline-block align-[-3px]" />
              {t.lastEdited} <time dateTime={facts.edited}>{formatDay(facts.edited)}</time>
            </span>
          )}
          {facts.views && (
            <span>
              {t.views} <span data-busuanzi="page_pv">–</span>
            </span>
          )}
        </span>
      </div>

      {cover && (
        <img className="mt-9 aspect-[16/9] w-full rounded-sm bg-[var(--md-soft)] object-cover" src={ctx.asset(cover)} alt={post.title} width={1000} height={560} fetchPriority="high" decoding="async" />
      )}
    </header>
  )
}
