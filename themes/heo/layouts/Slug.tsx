// An article or page: the cover band, then one card with the body (or the lock prompt, or the
// summary when the page has no content), and for posts the copyright block, share bar, related
// posts, previous/next and the comments.
import type { ReactNode } from 'react'
import type { Article } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import ArticleHeader from '../components/ArticleHeader'
import { Adjacent, ARTICLE_END_ID, Copyright, RelatedPosts } from '../components/ArticleFooter'
import Base from '../components/Base'
import { heoConfig } from '../config'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import { AdSlot } from '@/lib/ads/AdSlot'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((t) => ({ id: t.id, text: t.text, level: t.indentLevel }))
  const main = articleMain(article, body, lock)
  const content = main === 'lock' ? lock : main === 'body' ? body : <p className="heo-summary text-lg leading-8">{post.summary}</p>
  return (
    <Base ctx={ctx} top={<ArticleHeader ctx={ctx} article={article} />} onCover toc={toc} comments={isPost && commentsOpen(ctx)}>
      <article className="heo-card heo-article px-5 py-8 md:px-10 md:py-10">
        <div className="heo-article-body">{content}</div>
        {!lock && <AdSlot type="in-article" className="mt-8" />}
        <div id={ARTICLE_END_ID} aria-hidden="true" />
        {isPost && (
          <>
            {heoConfig.HEO_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
            <ShareSlot ctx={ctx} post={post} />
            {heoConfig.HEO_ARTICLE_RECOMMEND && <RelatedPosts ctx={ctx} posts={article.recommended} />}
            <Adjacent ctx={ctx} article={article} />
            {commentsOpen(ctx) && (
              <section id="comment" className="heo-comments mt-10 scroll-mt-24 border-t border-[var(--heo-border)] pt-8">
                <h2 className="mb-4 text-xl font-bold">{t.comments}</h2>
                <CommentsSlot ctx={ctx} post={post} />
              </section>
            )}
          </>
        )}
      </article>
      <CommentTarget />
    </Base>
  )
}
