// An article or a page: the cover band with the title and facts, the body in a card (or the
// lock prompt in hexo's frame, or the summary for a page without content); under a post the
// copyright block, share bar, previous / next, recommended posts and, in its own card, the
// comments.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import { articleMain } from '@/lib/theme-kit/facts'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import type { Article } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import ArticleBand from '../components/ArticleBand'
import { Copyright, Neighbours, Recommended } from '../components/ArticleEnd'
import Frame from '../components/Frame'
import { hexoConfig } from '../config'
import { Glyph, GlyphHeading } from '../icons'
import { words } from '../words'

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const w = words(ctx)
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  return (
    <Frame ctx={ctx} band={<ArticleBand ctx={ctx} article={article} />} toc={toc} comments={isPost && commentsOpen(ctx)}>
      <article className="hexo-card hexo-article px-5 py-8 md:px-10 md:py-10">
        {main === 'lock' ? (
          <div className="hexo-lock flex flex-col items-center gap-4 py-6 text-center">
            <span className="flex h-16 w-16 items-center justify-center rounded-full bg-[var(--hx-tint)] text-[var(--hx-accent)]">
              <Glyph name="lock" size={30} />
            </span>
            <div className="w-full max-w-md">{lock}</div>
          </div>
        ) : main === 'body' ? (
          <div className="hexo-article-body">{body}</div>
        ) : (
          <p className="hexo-summary text-lg leading-8">{post.summary}</p>
        )}
        {!lock && <AdSlot type="in-article" className="mt-8" />}
        {isPost && (
          <>
            {hexoConfig.HEXO_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
            <div className="mt-8">
              <ShareSlot ctx={ctx} post={post} />
            </div>
            {hexoConfig.HEXO_ARTICLE_ADJACENT && <Neighbours ctx={ctx} article={article} />}
            {hexoConfig.HEXO_ARTICLE_RECOMMEND && <Recommended ctx={ctx} posts={article.recommended} />}
          </>
        )}
      </article>
      {isPost && commentsOpen(ctx) && (
        <section id="comment" className="hexo-card hexo-comments mt-6 scroll-mt-20 px-5 py-8 md:px-10">
          <GlyphHeading name="chat" text={w.comments} />
          <CommentsSlot ctx={ctx} post={post} />
        </section>
      )}
      <CommentTarget />
    </Frame>
  )
}
