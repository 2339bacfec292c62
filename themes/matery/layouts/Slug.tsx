// An article or a page: the coloured header, then a raised white card with the body (or the
// lock prompt in matery's frame, or the summary when the page has no content), and for posts
// the copyright block and the share bar in it; under the card the recommended posts, the
// previous/next cards and the comments. On desktops the contents card stays on the right; on
// smaller screens a floating button opens them in a drawer.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import { RecentComments, showsRecentComments } from '@/lib/comments/RecentComments'
import type { Article } from '@/lib/site/types'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import type { ThemeContext } from '@/lib/theme-kit/types'
import ArticleHead from '../components/ArticleHead'
import { CopyrightNote, Neighbours, Recommended } from '../components/ArticleParts'
import Frame from '../components/Frame'
import TocCard from '../components/TocCard'
import { materyConfig } from '../config'
import { Icon } from '../icons'

function LockFrame({ children }: { children: ReactNode }) {
  return (
    <div className="m-lock mx-auto max-w-md py-4 text-center">
      <span className="m-ink mx-auto mb-2 grid h-16 w-16 place-items-center rounded-full shadow-[var(--m-z3)]">
        <Icon name="lock" size={30} />
      </span>
      {children}
    </div>
  )
}

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const c = materyConfig
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = c.MATERY_WIDGET_TOC && article.toc.length >= 2 ? article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel })) : null
  const main = articleMain(article, body, lock)
  const recent = showsRecentComments()
  return (
    <Frame ctx={ctx} band={<ArticleHead ctx={ctx} article={article} />} toc={toc}>
      <div className="relative mx-auto -mt-16 flex max-w-6xl items-start gap-7 px-3 md:px-6">
        <div className="flex min-w-0 flex-1 flex-col gap-10">
          <article className="m-article m-sheet px-5 py-8 md:px-10 md:py-10">
            {main === 'lock' ? (
              <LockFrame>{lock}</LockFrame>
            ) : main === 'body' ? (
              <div className="m-prose">{body}</div>
            ) : (
              <p className="m-summary text-lg leading-8">{post.summary}</p>
            )}
            {main !== 'lock' && <AdSlot type="in-article" className="mt-8" />}
            {isPost && c.MATERY_ARTICLE_COPYRIGHT && <CopyrightNote ctx={ctx} post={post} />}
            {isPost && (
              <div className="m-share mt-6">
                <ShareSlot ctx={ctx} post={post} />
              </div>
            )}
          </article>
          {isPost && c.MATERY_ARTICLE_RECOMMEND && <Recommended ctx={ctx} posts={article.recommended} />}
          {isPost && c.MATERY_ARTICLE_ADJACENT && <Neighbours ctx={ctx} article={article} />}
          {isPost && commentsOpen(ctx) && (
            <section id="comment" className="m-comments m-sheet scroll-mt-24 px-5 py-8 md:px-10">
              <h2 className="mb-5 flex items-center gap-2 text-xl font-semibold">
                <Icon name="comment" className="text-[#0f9d58]" />
                {t.comments}
              </h2>
              <CommentsSlot ctx={ctx} post={post} />
            </section>
          )}
        </div>
        {(toc || recent) && (
          <aside className="m-aside sticky top-24 hidden w-72 shrink-0 flex-col gap-6 lg:flex">
            {toc && <TocCard ctx={ctx} items={toc} />}
            {recent && (
              <section className="m-sheet p-5">
                <h2 className="mb-3 flex items-center gap-2 font-semibold">
                  <Icon name="comment" size={18} className="text-[#0f9d58]" />
                  {t.recentComments}
                </h2>
                <RecentComments strings={ctx.strings} />
              </section>
            )}
          </aside>
        )}
      </div>
      <CommentTarget />
    </Frame>
  )
}
