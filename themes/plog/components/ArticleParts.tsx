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
import type { ThemeContext } from '@/lib/theme-kit/types'
import { plogConfig as pl } from '../config'
import { Icon } from '../icons'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

/** The line of facts under the title: published (to its archive month), reading, edits, views. */
function Facts({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { published, reading, lastEdited, views } = articleFacts(ctx, article)
  const day = published?.day ?? lastEdited
  const when = (
    <>
      <Icon name="calendar" size={15} />
      <time dateTime={day}>{formatDay(day)}</time>
    </>
  )
  const items: Array<[string, ReactNode]> = [
    ['when', published ? <Link prefetch={false} href={published.href} title={t.postTime} className="pl-underline">{when}</Link> : <span title={t.lastEdited}>{when}</span>],
  ]
  if (reading) items.push(['reading', <><Icon name="clock" size={15} />{`${t.readTime} ${reading.minutes} ${t.minutes} · ${t.wordCount} ${reading.words}`}</>])
  if (published && lastEdited !== published.day) items.push(['edited', <>{t.lastEdited} <time dateTime={lastEdited}>{formatDay(lastEdited)}</time></>])
  if (views) items.push(['views', <>{t.views} <span data-busuanzi="page_pv">–</span></>])
  return (
    <ul className="pl-facts">
      {items.map(([key, item]) => (
        <li key={key} className="pl-fact">
          {item}
        </li>
      ))}
    </ul>
  )
}

/** The header: the cover across the page, darkening towards the title at its foot. Over a
 * locked article it is a shorter band, so the password form below it is in the first screen
 * above the fixed bottom bar. */
export function ArticleHero({ ctx, article, locked = false }: { ctx: ThemeContext; article: Article; locked?: boolean }) {
  const { post } = article
  const cover = pl.PLOG_ARTICLE_COVER ? post.pageCover : null
  // a sub-page has no category: its trail back to the post stands where the chip would
  const chip = post.category ? (
    <Link prefetch={false} href={categoryHref(ctx, post.category)} className="pl-chip pl-chip-static">
      {post.category}
    </Link>
  ) : (
    <Breadcrumb ctx={ctx} article={article} className="mb-3 text-sm text-[var(--pl-muted)]" linkClassName="pl-chip pl-chip-static" />
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
    <header className={locked ? 'pl-hero pl-hero-short' : 'pl-hero'}>
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

/** The post's tags as outlined pills, each to its list. */
export function Tags({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  if (post.tags.length === 0) return null
  return (
    <nav aria-label={t.tags} className="mt-10 flex flex-wrap gap-2">
      {post.tags.map((name) => (
        <Link key={name} prefetch={false} href={tagHref(ctx, name)} className="pl-tag">
          {`#${name}`}
        </Link>
      ))}
    </nav>
  )
}

/** Who wrote it, where it lives and how it may be shared: three rows beside a white rule. */
export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const { author, authorHref, url, urlText } = copyrightBlock(ctx, post)
  const rows: Array<[string, ReactNode]> = [
    [t.author, <a href={authorHref} className="pl-underline">{author}</a>],
    [t.url, <a href={url} className="pl-underline break-all">{urlText}</a>],
    [t.copyright, <span className="text-[var(--pl-muted)]">{t.copyrightNotice}</span>],
  ]
  return (
    <dl className="pl-copyright">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt>{term}</dt>
          <dd className="min-w-0">{value}</dd>
        </div>
      ))}
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
