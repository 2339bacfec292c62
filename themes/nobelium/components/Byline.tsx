// Under an article's title: the author (with a small round picture), the day it was published
// (to its month in the archive), its category and tags, and the view counter when on.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article } from '@/lib/site/types'
import { articleFacts } from '@/lib/theme-kit/facts'
import { categoryHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nobeliumConfig } from '../config'
import { TagLinks } from './ArticleEnd'

export default function Byline({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const f = articleFacts(ctx, article)
  const avatar = nobeliumConfig.NOBELIUM_AVATAR
  return (
    <div className="nb-byline mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-[var(--nb-muted)]">
      <span className="flex items-center gap-2 text-[var(--nb-text)]">
        {avatar && <img src={ctx.asset(avatar)} alt="" width={24} height={24} className="h-6 w-6 rounded-full object-cover" />}
        {ctx.config.AUTHOR}
      </span>
      <span aria-hidden="true">/</span>
      {f.published && (
        <>
          <Link prefetch={false} href={f.published.href} className="nb-a">
            <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
          </Link>
          <span aria-hidden="true">/</span>
        </>
      )}
      {post.category && (
        <Link prefetch={false} href={categoryHref(ctx, post.category)} className="nb-a">
          {post.category}
        </Link>
      )}
      {f.reading && (
        <span>
          {f.reading.minutes} {t.minutes}
        </span>
      )}
      {f.views && (
        <span>
          {t.views} <span data-busuanzi="page_pv">–</span>
        </span>
      )}
      <TagLinks ctx={ctx} tags={post.tags} className="basis-full" />
    </div>
  )
}
