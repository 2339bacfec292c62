// SLOT: page-title block, article version. The article's icon and title (the page's only <h1>),
// then its meta in one line: category, published day (→ its archive month), last edited,
// words and reading time, views.
import { formatDay } from '@/lib/render/dates'
import { articleFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref } from '@/lib/theme-kit/links'
import type { Article } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PageTitle from './PageTitle'
import PostIcon from './PostIcon'
import { exampleConfig } from '../config'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

export default function ArticleTitle({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const f = articleFacts(ctx, article)
  const title = (
    <>
      <PostIcon ctx={ctx} icon={post.pageIcon} size={36} />
      {post.title}
    </>
  )
  return (
    <PageTitle title={title}>
      {/* with the page bar on, the trail of a sub-page is drawn there */}
      {!exampleConfig.EXAMPLE_PAGE_BAR && <Breadcrumb ctx={ctx} article={article} className="mt-3 text-sm text-ex-muted [&_ol]:justify-center" linkClassName="example-link" />}
      <p className="example-article-meta mt-4 flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-ex-muted">
        {post.category && (
          <Link prefetch={false} href={categoryHref(ctx, post.category)} className="example-link">
            {post.category}
          </Link>
        )}
        {f.published && (
          <Link prefetch={false} href={f.published.href} title={t.postTime} className="example-link">
            {t.postTime} <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
          </Link>
        )}
        <span>
          {t.lastEdited} <time dateTime={f.lastEdited}>{formatDay(f.lastEdited)}</time>
        </span>
        {f.reading && (
          <span>
            {t.wordCount} {f.reading.words} · {t.readTime} {f.reading.minutes} {t.minutes}
          </span>
        )}
        {f.views && (
          <span>
            {t.views} <span data-busuanzi="page_pv">–</span>
          </span>
        )}
      </p>
    </PageTitle>
  )
}
