// LAYOUT Slug (an article or a Page): the page bar (breadcrumbs + workspace search), the title
// block with the meta, then the body — or the lock prompt, or the summary for a page without
// content. Under a post: copyright, share bar, related posts, previous/next, comments.
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import type { Article } from '@/lib/site/types'
import { articleMain } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { CommentsSlot, ShareSlot } from '@/lib/theme-kit/slots'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import type { ThemeContext } from '@/themes/types'
import Adjacent from '../components/Adjacent'
import ArticleTitle from '../components/ArticleTitle'
import Copyright from '../components/Copyright'
import Frame from '../components/Frame'
import LockFrame from '../components/LockFrame'
import PageBar from '../components/PageBar'
import Recommended from '../components/Recommended'
import { exampleConfig as cfg } from '../config'

type Props = { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }

export default function Slug({ ctx, article, body, lock }: Props) {
  const t = labels(ctx)
  const { post } = article
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  return (
    <Frame
      ctx={ctx}
      bar={cfg.EXAMPLE_PAGE_BAR && <PageBar ctx={ctx} post={post} />}
      title={<ArticleTitle ctx={ctx} article={article} />}
      toc={toc}
    >
      <article className="example-article">
        {main === 'lock' && <LockFrame>{lock}</LockFrame>}
        {main === 'body' && body}
        {main === 'summary' && <p className="text-lg leading-8">{post.summary}</p>}
        {!lock && <AdSlot type="in-article" className="mt-8" />}
        {post.type === 'Post' && (
          <>
            {cfg.EXAMPLE_ARTICLE_COPYRIGHT && <Copyright ctx={ctx} post={post} />}
            <ShareSlot ctx={ctx} post={post} />
            {cfg.EXAMPLE_ARTICLE_RECOMMEND && <Recommended ctx={ctx} posts={article.recommended} />}
            {cfg.EXAMPLE_ARTICLE_ADJACENT && <Adjacent ctx={ctx} article={article} />}
            <section id="comment" className="mt-12 scroll-mt-16 border-t border-ex-line pt-8">
              <h2 className="mb-4 text-xl font-light">{t.comments}</h2>
              <CommentsSlot ctx={ctx} post={post} offClassName="text-sm text-ex-muted" />
            </section>
          </>
        )}
      </article>
      <CommentTarget />
    </Frame>
  )
}
