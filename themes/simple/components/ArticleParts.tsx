// The parts around an article's body: the header (title, meta line, tags), the copyright
// block, the previous/next text links and the related posts as a short list.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article, Post } from '@/lib/site/types'
import { articleFacts, copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/themes/types'
import { ChevronGlyph, ClockGlyph, FolderGlyph, PencilGlyph, PersonGlyph } from '../icons'
import { TitleIcon } from './PostEntry'

export function ArticleHead({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const f = articleFacts(ctx, article)
  return (
    <header className="simple-article-head border-b border-[var(--s-line)] pb-6">
      <h1 className="text-3xl leading-tight font-bold md:text-4xl md:leading-tight">
        <TitleIcon ctx={ctx} icon={post.pageIcon} size={34} />
        {post.title}
      </h1>
      <p className="simple-meta mt-4">
        <span>
          <PersonGlyph size={14} />
          {ctx.config.AUTHOR}
        </span>
        {f.published && (
          <Link prefetch={false} href={f.published.href} title={t.postTime}>
            <ClockGlyph size={14} />
            <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
          </Link>
        )}
        {post.category && (
          <Link prefetch={false} href={categoryHref(ctx, post.category)}>
            <FolderGlyph size={14} />
            {post.category}
          </Link>
        )}
        <span title={t.lastEdited}>
          <PencilGlyph size={14} />
          <span className="sr-only">{t.lastEdited}</span>
          <time dateTime={f.lastEdited}>{formatDay(f.lastEdited)}</time>
        </span>
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

export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const c = copyrightBlock(ctx, post)
  return (
    <section aria-label={t.copyright} className="simple-copyright mt-10 border border-[var(--s-line)] border-l-4 border-l-[var(--s-red)] bg-[var(--s-soft)] px-5 py-4 text-sm leading-7">
      <p>
        <strong>{t.author}：</strong>
        <a href={c.authorHref} className="simple-link">
          {c.author}
        </a>
      </p>
      <p className="break-all">
        <strong>{t.url}：</strong>
        <a href={c.url} className="simple-link">
          {c.urlText}
        </a>
      </p>
      <p>
        <strong>{t.copyright}：</strong>
        {t.copyrightNotice}
      </p>
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

export function Related({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const t = labels(ctx)
  if (!posts.length) return null
  return (
    <section className="simple-related mt-10">
      <h2 className="simple-widget-title">{t.relatedPosts}</h2>
      <ul className="grid gap-x-8 sm:grid-cols-2">
        {posts.map((p) => (
          <li key={p.id} className="flex items-baseline justify-between gap-4 border-b border-dotted border-[var(--s-line)] py-2">
            <Link prefetch={false} href={ctx.href(p.href)} className="min-w-0 truncate hover:text-[var(--s-red)]">
              {p.title}
            </Link>
            <time dateTime={p.publishDay} className="shrink-0 text-xs text-[var(--s-muted)]">
              {formatDay(p.publishDay)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  )
}
