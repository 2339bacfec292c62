// LAYOUT Slug (an article or a Page): the page bar (breadcrumbs + workspace search), the title
// block with the meta, then the body — or the lock prompt, or the summary for a page without
// content — and, under a post, its end (copyright, share, previous/next, related, comments).
import type { ReactNode } from 'react'
import { AdSlot } from '@/lib/ads/AdSlot'
import type { Article } from '@/lib/site/types'
import { articleMain } from '@/lib/theme-kit/facts'
import CommentTarget from '@/lib/ui/kit/CommentTarget'
import type { ThemeContext } from '@/lib/theme-kit/types'
import ArticleEnd from '../components/ArticleEnd'
import ArticleTitle from '../components/ArticleTitle'
import Frame from '../components/Frame'
import LockFrame from '../components/LockFrame'
import PageBar from '../components/PageBar'
import { exampleConfig } from '../config'

type Props = { ctx: ThemeContext; article: Article; body: ReactNode | null; lock: ReactNode | null }

export default function Slug({ ctx, article, body, lock }: Props) {
  const { post } = article
  const toc = article.toc.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
  const main = articleMain(article, body, lock)
  return (
    <Frame
      ctx={ctx}
      bar={exampleConfig.EXAMPLE_PAGE_BAR && <PageBar ctx={ctx} article={article} />}
      title={<ArticleTitle ctx={ctx} article={article} />}
      toc={toc}
    >
      <article className="example-article">
        {main === 'lock' && <LockFrame>{lock}</LockFrame>}
        {main === 'body' && body}
        {main === 'summary' && <p className="text-lg leading-8">{post.summary}</p>}
        {!lock && <AdSlot type="in-article" className="mt-8" />}
        <ArticleEnd ctx={ctx} article={article} />
      </article>
      <CommentTarget />
    </Frame>
  )
}
