// An article or a Page: a centred head (category pill, the title as the page's only h1, the
// facts line), the cover in a rounded frame (not over a locked article: its form comes first),
// then one clean reading column — the body, the lock prompt framed plainly, or the summary when
// the row has no content. Posts end with the tags, the copyright card, share, previous / next,
// related posts and the comments. On wide screens the TOC is a sticky column beside the text;
// below xl, a corner button (Frame) opens it.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import { formatDay } from '@/lib/render/dates'
import type { Article } from '@/lib/site/types'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import Link from '@/lib/ui/Link'
import { articleFacts, articleMain } from '@/lib/theme-kit/facts'
import { categoryHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { CopyrightCard, PrevNext, Related, TagChips } from '../components/ArticleEnd'
import { ContentsCard, tocOf } from '../components/Contents'
import Frame from '../components/Frame'
import PostMark from '../components/PostMark'
import { landingConfig } from '../config'
import { Icon } from '../icons'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

function Facts({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const f = articleFacts(ctx, article)
  const items: ReactNode[] = []
  if (f.published)
    items.push(
      <Link key="day" prefetch={false} href={f.published.href} className="hover:text-[var(--ld-fg)]">
        <span className="sr-only">{t.postTime} </span>
        <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
      </Link>,
    )
  if (f.reading) {
    items.push(<span key="words">{`${t.wordCount} ${f.reading.words}`}</span>)
    items.push(<span key="time">{`${t.readTime} ${f.reading.minutes} ${t.minutes}`}</span>)
  }
  if (f.views)
    items.push(
      <span key="views">
        {t.views} <span data-busuanzi="page_pv">–</span>
      </span>,
    )
  if (!items.length) return null
  return <p className="ld-facts mt-5 flex flex-wrap items-center justify-center gap-x-2 text-sm text-[var(--ld-muted)]">{items.flatMap((item, i) => (i ? [<span key={`dot-${i}`} aria-hidden="true">·</span>, item] : [item]))}</p>
}

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const cfg = landingConfig
  const { post } = article
  const isPost = post.type === 'Post'
  const main = articleMain(article, body, lock)
  const toc = main === 'body' ? tocOf(article.toc) : null
  return (
    <Frame ctx={ctx} toc={toc}>
      <header className="ld-article-head ld-wrap max-w-3xl pt-12 text-center md:pt-16">
        {isPost && post.category && (
          <Link prefetch={false} href={categoryHref(ctx, post.category)} className="inline-block rounded-full bg-[var(--ld-soft)] px-3.5 py-1 text-sm font-semibold text-[var(--ld-accent-text)] hover:bg-[var(--ld-accent)] hover:text-white">
            {post.category}
          </Link>
        )}
        <Breadcrumb ctx={ctx} article={article} className="text-sm text-[var(--ld-muted)] [&_ol]:justify-center" linkClassName="rounded-full bg-[var(--ld-soft)] px-3 py-1 font-semibold text-[var(--ld-accent-text)] hover:bg-[var(--ld-accent)] hover:text-white" />
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight text-balance text-[var(--ld-fg)] md:text-5xl md:leading-[1.15]">
          <PostMark ctx={ctx} icon={post.pageIcon} />
          {post.title}
        </h1>
        <Facts ctx={ctx} article={article} />
      </header>
      {/* a locked article goes straight from its head to the password form, so the form is in
          the first screen; the cover comes with the body once it is open */}
      {post.pageCover && main !== 'lock' && (
        <div className="ld-wrap mt-10 max-w-4xl">
          <img src={ctx.asset(post.pageCover)} alt="" width={1200} height={500} fetchPriority="high" decoding="async" className="aspect-[12/5] w-full rounded-2xl object-cover shadow-lg" />
        </div>
      )}
      {/* the reading column on the page's axis, under the centred title and cover; the TOC in
          the margin beside it (three tracks: an empty one mirroring the TOC's) */}
      <div className={`ld-wrap mt-12 ${toc ? 'max-w-3xl xl:grid xl:max-w-none xl:grid-cols-[minmax(0,1fr)_minmax(0,45rem)_minmax(0,1fr)] xl:gap-8' : 'max-w-3xl'}`}>
        <article className={`ld-article min-w-0 ${toc ? 'w-full xl:col-start-2' : ''}`}>
          {main === 'lock' ? (
            <section className="ld-lock ld-card mx-auto flex max-w-lg flex-col items-center gap-4 px-6 py-10 text-center">
              <span className="ld-badge">
                <Icon name="lock" size={26} />
              </span>
              {post.summary && <p className="text-[var(--ld-muted)]">{post.summary}</p>}
              <div className="w-full">{lock}</div>
            </section>
          ) : main === 'body' ? (
            <div className="ld-body">{body}</div>
          ) : (
            <p className="ld-summary text-lg leading-8">{post.summary}</p>
          )}
          {!lock && <AdSlot type="in-article" className="mt-10" />}
          {isPost && (
            <>
              {main !== 'lock' && <TagChips ctx={ctx} tags={post.tags} />}
              {cfg.LANDING_ARTICLE_COPYRIGHT && <CopyrightCard ctx={ctx} post={post} />}
              <div className="mt-8">
                <ShareSlot ctx={ctx} post={post} />
              </div>
              {cfg.LANDING_ARTICLE_ADJACENT && <PrevNext ctx={ctx} article={article} />}
              {cfg.LANDING_ARTICLE_RECOMMEND && <Related ctx={ctx} posts={article.recommended} />}
              {commentsOpen(ctx) && (
                <section id="comment" className="ld-comments mt-14 scroll-mt-24 border-t border-[var(--ld-line)] pt-10">
                  <h2 className="mb-5 text-xl font-bold text-[var(--ld-fg)]">{t.comments}</h2>
                  <CommentsSlot ctx={ctx} post={post} />
                </section>
              )}
            </>
          )}
        </article>
        {toc && <ContentsCard items={toc} label={t.toc} />}
      </div>
      <CommentTarget />
    </Frame>
  )
}
