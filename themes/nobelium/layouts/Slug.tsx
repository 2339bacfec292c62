// An article or a page: a big title, the byline (posts), the body — or the lock prompt in a
// quiet frame, or the summary when the row has no content — then, for posts, the tags, the
// copyright lines, share, previous / next, related posts and the comments. The contents list
// sits in the right margin on wide screens.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import type { Article } from '@/lib/site/types'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Copyright, Neighbours, Related, TagLinks } from '../components/ArticleEnd'
import Byline from '../components/Byline'
import { ContentsMargin, hasContents } from '../components/Contents'
import Frame from '../components/Frame'
import PostGlyph from '../components/PostGlyph'
import { nobeliumConfig } from '../config'
import { Lock } from '../icons'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const cfg = nobeliumConfig
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  return (
    <Frame ctx={ctx} toc={toc}>
      <article className="nb-article relative">
        <header className="mb-10">
          <Breadcrumb ctx={ctx} article={article} className="mb-4 text-sm text-[var(--nb-muted)]" linkClassName="underline-offset-4 hover:text-[var(--nb-fg)] hover:underline" />
          <h1 className="text-3xl leading-tight font-bold tracking-tight text-[var(--nb-fg)] md:text-[2.5rem]">
            <PostGlyph icon={post.pageIcon} src={ctx.asset} />
            {post.title}
          </h1>
          {isPost && <Byline ctx={ctx} article={article} />}
        </header>

        {main === 'lock' ? (
          <section className="nb-lock flex flex-col items-center gap-4 border-y border-[var(--nb-line)] py-12 text-center">
            <Lock size={28} className="text-[var(--nb-muted)]" />
            {post.summary && <p className="max-w-md text-[var(--nb-muted)]">{post.summary}</p>}
            <div className="w-full max-w-sm">{lock}</div>
          </section>
        ) : main === 'body' ? (
          <div className="nb-body">{body}</div>
        ) : (
          <p className="nb-summary text-lg leading-8">{post.summary}</p>
        )}
        {!lock && <AdSlot type="in-article" className="mt-10" />}

        {isPost && (
          <>
            {main !== 'lock' && <TagLinks ctx={ctx} tags={post.tags} className="mt-12" />}
            {cfg.NOBELIUM_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
            <div className="mt-8">
              <ShareSlot ctx={ctx} post={post} />
            </div>
            {cfg.NOBELIUM_ARTICLE_ADJACENT && <Neighbours ctx={ctx} article={article} />}
            {cfg.NOBELIUM_ARTICLE_RECOMMEND && <Related ctx={ctx} posts={article.recommended} />}
            {commentsOpen(ctx) && (
              <section id="comment" className="nb-comments mt-14 scroll-mt-24 border-t border-[var(--nb-line)] pt-8">
                <h2 className="mb-5 text-xl font-semibold text-[var(--nb-fg)]">{t.comments}</h2>
                <CommentsSlot ctx={ctx} post={post} />
              </section>
            )}
          </>
        )}
        {hasContents(toc) && <ContentsMargin items={toc} label={t.toc} />}
      </article>
      <CommentTarget />
    </Frame>
  )
}
