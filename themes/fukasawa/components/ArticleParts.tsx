// The parts of an article's white column: the head (title, meta), the lock frame, the tags,
// the copyright block, previous/next and related posts.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article, Post } from '@/lib/site/types'
import { articleFacts, copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { fukasawaConfig as fk } from '../config'
import { Glyph } from '../icons'
import { tagTint } from '../logic'
import PostMark from './PostMark'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

export function ArticleHead({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const facts = articleFacts(ctx, article)
  return (
    <header className="fk-article-head text-center">
      <Breadcrumb ctx={ctx} article={article} className="fk-kicker mb-2 [&_ol]:justify-center" linkClassName="hover:text-[var(--fk-accent)]" />
      {post.category && (
        <Link prefetch={false} href={categoryHref(ctx, post.category)} className="fk-kicker">
          {post.category}
        </Link>
      )}
      <h1 className="fk-article-title">
        <PostMark id={post.id} icon={post.pageIcon} base={ctx.config.SUB_PATH} size={30} />
        {post.title}
      </h1>
      <p className="fk-article-meta">
        {facts.published ? (
          <Link prefetch={false} href={facts.published.href} title={t.postTime} className="fk-meta-item hover:text-[var(--fk-link)]">
            <Glyph name="calendar" size={14} />
            <time dateTime={facts.published.day}>{formatDay(facts.published.day)}</time>
          </Link>
        ) : (
          <span className="fk-meta-item" title={t.lastEdited}>
            <Glyph name="calendar" size={14} />
            <time dateTime={facts.lastEdited}>{formatDay(facts.lastEdited)}</time>
          </span>
        )}
        {facts.reading && (
          <span className="fk-meta-item">
            <Glyph name="clock" size={14} />
            {t.readTime} {facts.reading.minutes} {t.minutes} · {t.wordCount} {facts.reading.words}
          </span>
        )}
        {facts.published && facts.lastEdited !== facts.published.day && (
          <span className="fk-meta-item">
            {t.lastEdited} <time dateTime={facts.lastEdited}>{formatDay(facts.lastEdited)}</time>
          </span>
        )}
        {facts.views && (
          <span className="fk-meta-item">
            {t.views} <span data-busuanzi="page_pv">–</span>
          </span>
        )}
      </p>
    </header>
  )
}

/** The shared lock prompt, framed as a sealed envelope: dashed edges, a lock on top. */
export function LockFrame({ children }: { children: ReactNode }) {
  return (
    <div className="fk-lock relative mx-auto my-6 max-w-md border-2 border-dashed border-[var(--fk-line-strong)] px-4 pt-10 pb-4">
      <span className="absolute -top-6 left-1/2 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full bg-[var(--fk-accent-bg)] text-white shadow-md">
        <Glyph name="lock" size={22} />
      </span>
      {children}
    </div>
  )
}

export function ArticleTags({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  if (!post.tags.length) return null
  const tints = new Map(ctx.site.tags.map((t) => [t.name, t.color]))
  return (
    <ul className="fk-article-tags mt-10 flex flex-wrap items-center gap-2">
      <li aria-hidden="true" className="text-[var(--fk-muted)]">
        <Glyph name="tag" size={16} />
      </li>
      {post.tags.map((name) => (
        <li key={name}>
          <Link prefetch={false} href={tagHref(ctx, name)} data-tint={tagTint(tints.get(name))} className="fk-tag">
            {name}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const c = copyrightBlock(ctx, post)
  return (
    <dl className="fk-copyright mt-8 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 border-y border-[var(--fk-line)] py-4 text-sm">
      <dt className="font-semibold">{t.author}</dt>
      <dd>
        <a href={c.authorHref} className="fk-underline">
          {c.author}
        </a>
      </dd>
      <dt className="font-semibold">{t.url}</dt>
      <dd className="min-w-0 break-all">
        <a href={c.url} className="fk-underline">
          {c.urlText}
        </a>
      </dd>
      <dt className="font-semibold">{t.copyright}</dt>
      <dd className="text-[var(--fk-muted)]">{t.copyrightNotice}</dd>
    </dl>
  )
}

/** Previous and next post: two halves under the column, arrows pointing the way. */
export function Neighbours({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { prev, next } = article
  if (!fk.FUKASAWA_ARTICLE_ADJACENT || (!prev && !next)) return null
  const side = (post: Post, label: string, dir: 'prev' | 'next') => (
    <Link prefetch={false} href={ctx.href(post.href)} rel={dir} className={`fk-neighbour ${dir === 'next' ? 'sm:col-start-2 sm:text-right' : ''}`}>
      <span className={`flex items-center gap-1 text-xs tracking-wider text-[var(--fk-muted)] uppercase ${dir === 'next' ? 'sm:justify-end' : ''}`}>
        {dir === 'prev' && <Glyph name="left" size={14} />}
        {label}
        {dir === 'next' && <Glyph name="right" size={14} />}
      </span>
      <span className="mt-1 line-clamp-2 font-semibold">{post.title}</span>
    </Link>
  )
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="fk-neighbours mx-auto mt-6 grid max-w-[46rem] grid-cols-1 gap-3 sm:grid-cols-2">
      {prev && side(prev, t.prevPost, 'prev')}
      {next && side(next, t.nextPost, 'next')}
    </nav>
  )
}

export function Related({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const t = labels(ctx)
  if (!fk.FUKASAWA_ARTICLE_RECOMMEND || !posts.length) return null
  return (
    <section className="fk-related mx-auto mt-6 max-w-[46rem]">
      <h2 className="fk-block-title mb-3">
        <Glyph name="link" size={15} />
        {t.relatedPosts}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {posts.slice(0, 6).map((p) => (
          <li key={p.id}>
            <Link prefetch={false} href={ctx.href(p.href)} className="fk-related-card">
              {p.pageCoverThumbnail && <img src={ctx.asset(p.pageCoverThumbnail)} alt="" width={240} height={160} loading="lazy" decoding="async" />}
              <span className="line-clamp-2 px-3 py-2 text-sm leading-snug font-semibold">{p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
