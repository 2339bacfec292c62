// An article or a Page: a centred white column with the cover on top, the title and meta,
// the body (or the framed lock prompt, or the summary when the row has no content), the tags,
// copyright and share bar; under it previous/next, related posts and the comments.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import type { Article } from '@/lib/site/types'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ArticleHead, ArticleTags, Copyright, LockFrame, Neighbours, Related } from '../components/ArticleParts'
import Frame from '../components/Frame'
import { fukasawaConfig as fk } from '../config'

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  const cover = fk.FUKASAWA_ARTICLE_COVER ? post.pageCover : null
  return (
    <Frame ctx={ctx} toc={toc}>
      <article className="fk-sheet fk-article mx-auto max-w-[46rem] overflow-hidden">
        {cover && (
          <img src={ctx.asset(cover)} alt={post.title} width={1200} height={675} fetchPriority="high" decoding="async" className="fk-article-cover aspect-[16/9] w-full object-cover" />
        )}
        <div className="px-5 pt-8 pb-10 sm:px-10 md:px-14 md:pt-12">
          <ArticleHead ctx={ctx} article={article} />
          <div className="fk-article-body mt-8">
            {main === 'lock' ? <LockFrame>{lock}</LockFrame> : main === 'body' ? body : <p className="text-lg leading-8">{post.summary}</p>}
          </div>
          {!lock && <AdSlot type="in-article" className="mt-8" />}
          {isPost && (
            <>
              <ArticleTags ctx={ctx} post={post} />
              {fk.FUKASAWA_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
              <div className="fk-share mt-6">
                <ShareSlot ctx={ctx} post={post} />
              </div>
            </>
          )}
        </div>
      </article>
      {isPost && (
        <>
          <Neighbours ctx={ctx} article={article} />
          <Related ctx={ctx} posts={article.recommended} />
          {commentsOpen(ctx) && (
            <section id="comment" className="fk-sheet fk-comments mx-auto mt-6 max-w-[46rem] scroll-mt-20 px-5 py-8 sm:px-10 md:px-14">
              <h2 className="mb-5 text-lg font-bold">{t.comments}</h2>
              <CommentsSlot ctx={ctx} post={post} />
            </section>
          )}
          <CommentTarget />
        </>
      )}
    </Frame>
  )
}
