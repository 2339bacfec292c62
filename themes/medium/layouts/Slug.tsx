// A story (or a Page): the head, the body in the reading serif (or the lock, framed as a
// members-only box, or the summary when the page has no content), then for posts the tags,
// copyright, share bar, related posts, previous / next and the comments. The right panel gets
// the TOC tab.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import type { Article } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import ArticleHead from '../components/ArticleHead'
import { CopyrightNote, MoreToRead, Neighbours, StoryTags } from '../components/ArticleEnd'
import Shell from '../components/Shell'
import { mediumConfig } from '../config'
import { Glyph } from '../icons'

function LockFrame({ children }: { children: ReactNode }) {
  return (
    <div className="md-lock mt-10 rounded-lg border border-[var(--md-line)] px-5 pt-8 pb-4 text-center">
      <span className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-[var(--md-soft)]">
        <Glyph name="lock" size={22} />
      </span>
      {children}
    </div>
  )
}

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  return (
    <Shell ctx={ctx} toc={toc}>
      <article className="md-article">
        <ArticleHead ctx={ctx} article={article} />
        {main === 'lock' ? (
          <LockFrame>{lock}</LockFrame>
        ) : (
          <div className="md-prose mt-8">{main === 'body' ? body : <p>{post.summary}</p>}</div>
        )}
        {!lock && <AdSlot type="in-article" className="mt-10" />}
        {isPost && (
          <>
            <StoryTags ctx={ctx} post={post} />
            {mediumConfig.MEDIUM_ARTICLE_COPYRIGHT && <CopyrightNote ctx={ctx} post={post} />}
            <div className="mt-8">
              <ShareSlot ctx={ctx} post={post} />
            </div>
            {mediumConfig.MEDIUM_ARTICLE_RECOMMEND && <MoreToRead ctx={ctx} posts={article.recommended} />}
            {mediumConfig.MEDIUM_ARTICLE_ADJACENT && <Neighbours ctx={ctx} article={article} />}
            {commentsOpen(ctx) && (
              <section id="comment" className="md-comments mt-12 scroll-mt-20">
                <h2 className="mb-5 text-xl font-bold">{t.comments}</h2>
                <CommentsSlot ctx={ctx} post={post} />
              </section>
            )}
          </>
        )}
      </article>
      <CommentTarget />
    </Shell>
  )
}
