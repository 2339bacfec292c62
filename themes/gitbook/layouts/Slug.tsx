// An article or a page, in the centre column: category crumb, title, meta line, the body (or the
// lock prompt in a bordered note, or the summary), then for posts the tags, copyright, share,
// previous / next and the comments. The right column carries the facts and the contents.
import type { ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import { AdSlot } from '@/lib/ads/AdSlot'
import { formatDay } from '@/lib/render/dates'
import type { Article } from '@/lib/site/types'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import { articleFacts, articleMain, copyrightBlock } from '@/lib/theme-kit/facts'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Frame from '../components/Frame'
import { gitbookConfig } from '../config'
import { Chevron, Lock } from '../icons'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

function Info({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const f = articleFacts(ctx, article)
  const { post } = article
  return (
    <dl className="gb-info grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 border-b border-[var(--gb-line)] pb-5 text-[0.8125rem] text-[var(--gb-muted)]">
      {f.published && (
        <>
          <dt>{t.postTime}</dt>
          <dd>
            <Link prefetch={false} href={f.published.href} className="gb-a">
              <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
            </Link>
          </dd>
        </>
      )}
      <dt>{t.lastEdited}</dt>
      <dd>
        <time dateTime={f.lastEdited}>{formatDay(f.lastEdited)}</time>
      </dd>
      {f.reading && (
        <>
          <dt>{t.wordCount}</dt>
          <dd>{f.reading.words}</dd>
          <dt>{t.readTime}</dt>
          <dd>
            {f.reading.minutes} {t.minutes}
          </dd>
        </>
      )}
      {post.category && (
        <>
          <dt>{t.category}</dt>
          <dd>
            <Link prefetch={false} href={categoryHref(ctx, post.category)} className="gb-a">
              {post.category}
            </Link>
          </dd>
        </>
      )}
      {post.tags.length > 0 && (
        <>
          <dt>{t.tags}</dt>
          <dd className="flex flex-wrap gap-x-2">
            {post.tags.map((tag) => (
              <Link prefetch={false} key={tag} href={tagHref(ctx, tag)} className="gb-a">
                #{tag}
              </Link>
            ))}
          </dd>
        </>
      )}
    </dl>
  )
}

function Meta({ parts }: { parts: ReactNode[] }) {
  return (
    <ul className="gb-meta mt-3 flex flex-wrap items-center text-sm text-[var(--gb-muted)]">
      {parts.map((part, i) => (
        <li key={i} className="after:mx-2 after:content-['·'] last:after:content-none">
          {part}
        </li>
      ))}
    </ul>
  )
}

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const cfg = gitbookConfig
  const { post, prev, next } = article
  const isPost = post.type === 'Post'
  const f = articleFacts(ctx, article)
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  const c = copyrightBlock(ctx, post)
  // the line under the title: author · day · minutes (· the view counter)
  const metaParts: ReactNode[] = [ctx.config.AUTHOR]
  if (f.published) metaParts.push(<time dateTime={f.published.day}>{formatDay(f.published.day)}</time>)
  if (f.reading) metaParts.push(`${f.reading.minutes} ${t.minutes}`)
  if (f.views) metaParts.push(<>{t.views} <span data-busuanzi="page_pv">–</span></>)
  const icon = post.pageIcon && !/^(https?:|\/)/.test(post.pageIcon) ? post.pageIcon : null
  return (
    <Frame ctx={ctx} current={post.href} toc={toc} info={<Info ctx={ctx} article={article} />}>
      <article className="gb-article mx-auto max-w-3xl">
        <header className="mb-8 border-b border-[var(--gb-line)] pb-6">
          {post.category && (
            <p className="mb-2 flex items-center gap-1 text-sm text-[var(--gb-muted)]">
              <Link prefetch={false} href={categoryHref(ctx, post.category)} className="gb-a">
                {post.category}
              </Link>
              <Chevron size={12} />
            </p>
          )}
          <Breadcrumb ctx={ctx} article={article} className="mb-2 text-sm font-medium text-[var(--gb-muted)]" linkClassName="gb-a" separator={<Chevron size={12} />} />
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-[var(--gb-fg)] sm:text-4xl">
            {icon && (
              <span aria-hidden="true" className="mr-2">
                {icon}
              </span>
            )}
            {post.title}
          </h1>
          {isPost && <Meta parts={metaParts} />}
        </header>

        {main === 'lock' ? (
          <section className="gb-lock flex flex-col items-center gap-4 rounded-xl border border-dashed border-[var(--gb-line)] bg-[var(--gb-soft)] px-6 py-10 text-center">
            <Lock size={30} className="text-[var(--gb-accent)]" />
            <p className="font-semibold text-[var(--gb-fg)]">{t.lockedArticle}</p>
            {post.summary && <p className="max-w-md text-sm text-[var(--gb-muted)]">{post.summary}</p>}
            <div className="w-full max-w-sm">{lock}</div>
          </section>
        ) : main === 'body' ? (
          <div className="gb-body">{body}</div>
        ) : (
          <p className="text-lg leading-8">{post.summary}</p>
        )}
        {!lock && <AdSlot type="in-article" className="mt-10" />}

        {isPost && (
          <>
            {cfg.GITBOOK_ARTICLE_COPYRIGHT && (
              <aside className="gb-copyright mt-10 rounded-lg border-l-4 border-[var(--gb-accent)] bg-[var(--gb-soft)] px-4 py-3 text-sm leading-6 text-[var(--gb-muted)]">
                {[
                  [t.author, <a key="a" href={c.authorHref} className="gb-a">{c.author}</a>],
                  [t.url, <a key="u" href={c.url} className="gb-a break-all">{c.urlText}</a>],
                  [t.copyright, t.copyrightNotice],
                ].map(([k, v]) => (
                  <p key={String(k)}>
                    <b className="mr-2 font-semibold text-[var(--gb-text)]">{k}</b>
                    {v}
                  </p>
                ))}
              </aside>
            )}
            <div className="mt-6">
              <ShareSlot ctx={ctx} post={post} />
            </div>
            {cfg.GITBOOK_ARTICLE_ADJACENT && (prev || next) && (
              <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="gb-adjacent mt-10 grid gap-3 sm:grid-cols-2">
                {prev ? (
                  <Link prefetch={false} href={ctx.href(prev.href)} rel="prev" className="flex flex-col gap-1 rounded-lg border border-[var(--gb-line)] p-4 hover:border-[var(--gb-accent)]">
                    <span className="text-xs text-[var(--gb-muted)]">← {t.prevPost}</span>
                    <span className="font-medium text-[var(--gb-fg)]">{prev.title}</span>
                  </Link>
                ) : (
                  <span />
                )}
                {next && (
                  <Link prefetch={false} href={ctx.href(next.href)} rel="next" className="flex flex-col gap-1 rounded-lg border border-[var(--gb-line)] p-4 text-right hover:border-[var(--gb-accent)]">
                    <span className="text-xs text-[var(--gb-muted)]">{t.nextPost} →</span>
                    <span className="font-medium text-[var(--gb-fg)]">{next.title}</span>
                  </Link>
                )}
              </nav>
            )}
            {cfg.GITBOOK_ARTICLE_RECOMMEND && article.recommended.length > 0 && (
              <section className="gb-related mt-10">
                <h2 className="gb-label mb-2">{t.relatedPosts}</h2>
                <ul className="flex flex-col gap-1">
                  {article.recommended.map((p) => (
                    <li key={p.id}>
                      <Link prefetch={false} href={ctx.href(p.href)} className="gb-a">
                        {p.title}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {commentsOpen(ctx) && (
              <section id="comment" className="gb-comments mt-12 scroll-mt-20 border-t border-[var(--gb-line)] pt-6">
                <h2 className="mb-4 text-xl font-semibold text-[var(--gb-fg)]">{t.comments}</h2>
                <CommentsSlot ctx={ctx} post={post} />
              </section>
            )}
          </>
        )}
      </article>
      <CommentTarget />
    </Frame>
  )
}
