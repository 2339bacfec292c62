// An article or a page: one white card with the centred title, the meta line (published →
// its archive month, edited, category, words, reading time, views), the body — or the lock,
// framed, or the summary when the page has no content — and for posts what follows the text;
// the comments in a card of their own.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import { articleMain } from '@/lib/theme-kit/facts'
import { CommentsSlot, commentsOpen } from '@/lib/theme-kit/slots'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import type { Article as ArticleData } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { bookToc } from '../logic'
import Frame from '../components/Frame'
import Locked from '../components/Locked'
import { ArticleMeta } from '../components/Meta'
import PostEnd from '../components/PostEnd'
import PostIcon from '../components/PostIcon'
import { words } from '../words'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

export default function Article({ ctx, article, body, lock }: { ctx: ThemeContext; article: ArticleData; body: ReactNode | null; lock: ReactNode | null }) {
  const w = words(ctx)
  const { post } = article
  const isPost = post.type === 'Post'
  const main = articleMain(article, body, lock)
  const toc = bookToc(article.toc, nextConfig.NEXT_TOC_NUMBER)
  return (
    <Frame ctx={ctx} toc={toc}>
      <article className="nx-card nx-post px-5 py-8 sm:px-10 sm:py-10">
        <header className="text-center">
          <Breadcrumb ctx={ctx} article={article} className="mb-3 text-sm text-[var(--nx-muted)] [&_ol]:justify-center" linkClassName="nx-link" />
          <h1 className="nx-post-title">
            <PostIcon ctx={ctx} icon={post.pageIcon} size={28} />
            {post.title}
          </h1>
          <ArticleMeta ctx={ctx} article={article} />
        </header>
        <div className="nx-post-body mt-8">
          {main === 'lock' ? (
            <Locked ctx={ctx} summary={post.summary}>
              {lock}
            </Locked>
          ) : main === 'body' ? (
            body
          ) : (
            <p className="nx-entry-text">{post.summary}</p>
          )}
        </div>
        {main !== 'lock' && <AdSlot type="in-article" className="mt-8" />}
        {isPost && <PostEnd ctx={ctx} article={article} />}
      </article>
      {isPost && commentsOpen(ctx) && (
        <section id="comment" className="nx-card nx-comments scroll-mt-4 px-5 py-8 sm:px-10">
          <h2 className="nx-section-title">
            <Glyph name="comment" size={14} />
            {w.comments}
          </h2>
          <CommentsSlot ctx={ctx} post={post} />
        </section>
      )}
      <CommentTarget />
    </Frame>
  )
}
