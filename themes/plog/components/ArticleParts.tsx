// The parts of a plog article: the header picture with the title over it, the facts line, the
// lock frame, tags, copyright, previous/next as picture halves and related posts as tiles.
import type { ReactNode } from 'react'
import { formatDay } from '@/lib/render/dates'
import { resizedUrl } from '@/lib/site/images'
import type { Article, Post } from '@/lib/site/types'
import { articleFacts, copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/themes/types'
import { plogConfig as pl } from '../config'
import { Icon } from '../icons'

function Facts({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const f = articleFacts(ctx, article)
  return (
    <p className="pl-facts">
      {f.published ? (
        <Link prefetch={false} href={f.published.href} title={t.postTime} className="pl-fact hover:text-white">
          <Icon name="calendar" size={15} />
          <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
        </Link>
      ) : (
        <span className="pl-fact" title={t.lastEdited}>
          <Icon name="calendar" size={15} />
          <time dateTime={f.lastEdited}>{formatDay(f.lastEdited)}</time>
        </span>
      )}
      {f.reading && (
        <span className="pl-fact">
          <Icon name="clock" size={15} />
          {t.readTime} {f.reading.minutes} {t.minutes} · {t.wordCount} {f.reading.words}
        </span>
      )}
      {f.published && f.lastEdited !== f.published.day && (
        <span className="pl-fact">
          {t.lastEdited} <time dateTime={f.lastEdited}>{formatDay(f.lastEdited)}</time>
        </span>
      )}
      {f.views && (
        <span className="pl-fact">
          {t.views} <span data-busuanzi="page_pv">–</span>
        </span>
      )}
    </p>
  )
}

/** The header: the cover across the page, darkening towards the title at its foot. */
export function ArticleHero({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const { post } = article
  const cover = pl.PLOG_ARTICLE_COVER ? post.pageCover : null
  const chip = post.category && (
    <Link prefetch={false} href={categoryHref(ctx, post.category)} className="pl-chip pl-chip-static">
      {post.category}
    </Link>
  )
  const title = (
    <h1 className="pl-article-title">
      {post.pageIcon && !/^(https?:|\/)/.test(post.pageIcon) && (
        <span aria-hidden="true" className="mr-2">
          {post.pageIcon}
        </span>
      )}
      {post.title}
    </h1>
  )
  if (!cover) {
    return (
      <header className="pl-hero-plain">
        {chip}
        {title}
        <Facts ctx={ctx} article={article} />
      </header>
    )
  }
  const small = resizedUrl(cover, 800, 60)
  const large = resizedUrl(cover, 1600, 70)
  return (
    <header className="pl-hero">
      <img
        src={ctx.asset(large ?? cover)}
        srcSet={small && large ? `${ctx.asset(small)} 800w, ${ctx.asset(large)} 1600w` : undefined}
        sizes="100vw"
        alt={post.title}
        width={1600}
        height={900}
        fetchPriority="high"
        decoding="async"
        className="pl-hero-img"
      />
      <span className="pl-hero-shade" aria-hidden="true" />
      <div className="pl-hero-text">
        {chip}
        {title}
        <Facts ctx={ctx} article={article} />
      </div>
    </header>
  )
}

/** The shared lock prompt inside a dark frame: a thin ring, a lock on a circle above it. */
export function LockFrame({ ctx, children }: { ctx: ThemeContext; children: ReactNode }) {
  const t = labels(ctx)
  return (
    <div className="pl-lock">
      <span className="pl-lock-badge" aria-hidden="true">
        <Icon name="lock" size={26} />
      </span>
      <p className="mb-4 text-center text-sm tracking-widest text-[var(--pl-muted)] uppercase">{t.lockedArticle}</p>
      {children}
    </div>
  )
}

export function Tags({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  if (!post.tags.length) return null
  return (
    <ul className="mt-10 flex flex-wrap gap-2">
      {post.tags.map((name) => (
        <li key={name}>
          <Link prefetch={false} href={tagHref(ctx, name)} className="pl-tag">
            <span aria-hidden="true">#</span>
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
    <dl className="pl-copyright">
      <dt>{t.author}</dt>
      <dd>
        <a href={c.authorHref} className="pl-underline">
          {c.author}
        </a>
      </dd>
      <dt>{t.url}</dt>
      <dd className="min-w-0 break-all">
        <a href={c.url} className="pl-underline">
          {c.urlText}
        </a>
      </dd>
      <dt>{t.copyright}</dt>
      <dd className="text-[var(--pl-muted)]">{t.copyrightNotice}</dd>
    </dl>
  )
}

function Tile({ ctx, post, children, className = '', rel }: { ctx: ThemeContext; post: Post; children: ReactNode; className?: string; rel?: string }) {
  const cover = post.pageCover
  return (
    <Link prefetch={false} href={ctx.href(post.href)} rel={rel} className={`pl-tile ${className}`}>
      {cover ? (
        <img src={ctx.asset(resizedUrl(cover, 400, 50) ?? cover)} alt="" width={400} height={225} loading="lazy" decoding="async" className="pl-card-img" />
      ) : (
        <span className="pl-fallback" aria-hidden="true">
          {post.title.slice(0, 1)}
        </span>
      )}
      <span className="pl-card-shade" aria-hidden="true" />
      {children}
    </Link>
  )
}

/** Previous and next: two pictures side by side, the way written above each title. */
export function Neighbours({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { prev, next } = article
  if (!pl.PLOG_ARTICLE_ADJACENT || (!prev && !next)) return null
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="grid grid-cols-1 gap-px sm:grid-cols-2">
      {prev && (
        <Tile ctx={ctx} post={prev} rel="prev">
          <span className="pl-tile-name flex-col !items-start">
            <span className="flex items-center gap-1 text-xs tracking-widest uppercase opacity-90">
              <Icon name="left" size={14} />
              {t.prevPost}
            </span>
            <span className="line-clamp-2">{prev.title}</span>
          </span>
        </Tile>
      )}
      {next && (
        <Tile ctx={ctx} post={next} rel="next" className={prev ? '' : 'sm:col-start-2'}>
          <span className="pl-tile-name flex-col !items-end text-right">
            <span className="flex items-center gap-1 text-xs tracking-widest uppercase opacity-90">
              {t.nextPost}
              <Icon name="right" size={14} />
            </span>
            <span className="line-clamp-2">{next.title}</span>
          </span>
        </Tile>
      )}
    </nav>
  )
}

export function Related({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const t = labels(ctx)
  if (!pl.PLOG_ARTICLE_RECOMMEND || !posts.length) return null
  return (
    <section className="mt-14">
      <h2 className="pl-section-title px-4 sm:px-6">{t.relatedPosts}</h2>
      <ul className="grid grid-cols-2 gap-px md:grid-cols-3">
        {posts.slice(0, 6).map((p) => (
          <li key={p.id}>
            <Tile ctx={ctx} post={p}>
              <span className="pl-tile-name text-sm">
                <span className="line-clamp-2">{p.title}</span>
              </span>
            </Tile>
          </li>
        ))}
      </ul>
    </section>
  )
}
