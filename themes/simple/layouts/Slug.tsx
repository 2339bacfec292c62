// An article or a page: the header, the body in the wide column (or the lock prompt in a
// ruled frame, or the summary when the page has no content), then for posts the copyright
// block, share bar, previous/next, related posts and the comments.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import type { Article } from '@/lib/site/types'
import { articleMain } from '@/lib/theme-kit/facts'
import { ShareSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Adjacent, ArticleHead, CommentsBlock, Copyright, Related } from '../components/ArticleParts'
import Frame from '../components/Frame'
import { simpleConfig } from '../config'

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  return (
    <Frame ctx={ctx} toc={toc}>
      <article className="simple-article">
        <ArticleHead ctx={ctx} article={article} />
        {main === 'lock' ? (
          <div className="simple-lock mx-auto mt-10 max-w-lg border border-t-4 border-[var(--s-line)] border-t-[var(--s-red)] bg-[var(--s-soft)] px-4 py-8">
            <p aria-hidden="true" className="mb-2 text-center text-3xl">
              🔒
            </p>
            {lock}
          </div>
        ) : main === 'body' ? (
          <div className="simple-article-body mt-8">{body}</div>
        ) : (
          <p className="simple-summary mt-8 text-lg leading-8">{post.summary}</p>
        )}
        {main !== 'lock' && <AdSlot type="in-article" className="mt-8" />}
        {isPost && (
          <>
            {simpleConfig.SIMPLE_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
            <div className="simple-share mt-8">
              <ShareSlot ctx={ctx} post={post} />
            </div>
            {simpleConfig.SIMPLE_ARTICLE_ADJACENT && <Adjacent ctx={ctx} prev={article.prev} next={article.next} />}
            {simpleConfig.SIMPLE_ARTICLE_RECOMMEND && <Related ctx={ctx} posts={article.recommended} />}
            <CommentsBlock ctx={ctx} post={post} />
          </>
        )}
      </article>
    </Frame>
  )
}
