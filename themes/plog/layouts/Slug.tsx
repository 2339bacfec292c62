// An article or a Page: the cover across the page with the title at its foot, then the body on
// black with the contents beside it on wide screens (a sheet from the TOC button on phones),
// tags, copyright and share; previous/next and related posts as pictures; the comments.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import type { Article } from '@/lib/site/types'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, commentsOpen, ShareSlot } from '@/lib/theme-kit/slots'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import TocList from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { ArticleHero, Copyright, LockFrame, Neighbours, Related, Tags } from '../components/ArticleParts'
import Shell from '../components/Shell'
import { plogConfig as pl } from '../config'
import { Icon } from '../icons'

export default function Slug({ ctx, article, body, lock }: { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }) {
  const t = labels(ctx)
  const { post } = article
  const isPost = post.type === 'Post'
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const showToc = pl.PLOG_ARTICLE_TOC && toc.length > 0 && !lock
  const main = articleMain(article, body, lock)
  return (
    <Shell ctx={ctx} toc={showToc ? toc : undefined}>
      <ArticleHero ctx={ctx} article={article} />
      <div className={`mx-auto w-full px-4 pt-10 sm:px-6 ${showToc ? 'max-w-6xl lg:grid lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-12' : 'max-w-3xl'}`}>
        <article className="pl-article min-w-0">
          <div className="pl-body">{main === 'lock' ? <LockFrame ctx={ctx}>{lock}</LockFrame> : main === 'body' ? body : <p className="text-lg leading-8">{post.summary}</p>}</div>
          {!lock && <AdSlot type="in-article" className="mt-8" />}
          {isPost && (
            <>
              <Tags ctx={ctx} post={post} />
              {pl.PLOG_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
              <div className="pl-share mt-6">
                <ShareSlot ctx={ctx} post={post} />
              </div>
            </>
          )}
        </article>
        {showToc && (
          <aside aria-label={t.toc} className="hidden lg:block">
            <div className="pl-toc-box">
              <p className="pl-panel-title">
                <Icon name="toc" size={15} />
                {t.toc}
              </p>
              <TocList items={toc} indent={14} className="pl-toc" linkClassName="pl-toc-link" />
            </div>
          </aside>
        )}
      </div>
      {isPost && (
        <>
          <div className="mt-14">
            <Neighbours ctx={ctx} article={article} />
          </div>
          <Related ctx={ctx} posts={article.recommended} />
          {commentsOpen(ctx) && (
            <section id="comment" className="mx-auto mt-14 max-w-3xl scroll-mt-6 px-4 sm:px-6">
              <h2 className="pl-section-title">{t.comments}</h2>
              <CommentsSlot ctx={ctx} post={post} />
            </section>
          )}
          <CommentTarget />
        </>
      )}
    </Shell>
  )
}
