// The article's coloured header: its cover under the teal-green veil, and over it the
// category, the title (the page's only <h1>), the facts (published → archive month, last
// edited, words, reading time, views) and the tags. Pages (about…) show title and facts only.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article } from '@/lib/site/types'
import { articleFacts } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon, type IconName } from '../icons'
import { BandImage, bandCover } from './CoverBand'
import PostMark from './PostMark'
import { ToneTags } from './Stamp'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

const CHIP = 'inline-flex items-center gap-1.5 rounded-full bg-white/18 px-4 py-1 text-sm font-medium backdrop-blur-sm transition-colors hover:bg-white/30'

function Fact({ glyph, title, children }: { glyph: IconName; title: string; children: React.ReactNode }) {
  return (
    <li className="flex items-center gap-1.5" title={title}>
      <Icon name={glyph} size={17} />
      <span className="sr-only">{title}</span>
      {children}
    </li>
  )
}

export default function ArticleHead({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const f = articleFacts(ctx, article)
  return (
    <header className="m-article-head relative isolate flex min-h-[24rem] items-center justify-center overflow-hidden px-5 pt-24 pb-28 text-center text-white md:min-h-[30rem]">
      <BandImage ctx={ctx} src={post.pageCover ?? bandCover(ctx)} />
      <div className="m-hero-veil absolute inset-0 -z-10" />
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-5">
        <Breadcrumb ctx={ctx} article={article} className="order-1 text-sm [text-shadow:0_1px_6px_rgb(0_0_0/0.5)] [&_ol]:justify-center" linkClassName="rounded bg-white/15 px-2.5 py-1 hover:bg-white/25" />
        <h1 className="order-2 text-3xl leading-snug font-bold tracking-wide [text-shadow:0_3px_12px_rgb(0_0_0/0.35)] md:text-5xl md:leading-tight">
          <PostMark icon={post.pageIcon} base={ctx.config.SUB_PATH} size={40} />
          {post.title}
        </h1>
        {/* screen readers get the title first; the eye sees the category chip above it */}
        {post.category && (
          <Link href={categoryHref(ctx, post.category)} className={`order-1 ${CHIP}`}>
            <Icon name="folder" size={15} />
            {post.category}
          </Link>
        )}
        <ul className="m-article-facts order-3 flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-white/95">
          {f.published && (
            <Fact glyph="calendar" title={t.postTime}>
              <Link href={f.published.href} className="underline-offset-4 hover:underline">
                <time dateTime={f.published.day}>{formatDay(f.published.day)}</time>
              </Link>
            </Fact>
          )}
          <Fact glyph="edit" title={t.lastEdited}>
            <time dateTime={f.lastEdited}>{formatDay(f.lastEdited)}</time>
          </Fact>
          {f.reading && (
            <>
              <Fact glyph="article" title={t.wordCount}>
                {f.reading.words}
              </Fact>
              <Fact glyph="clock" title={t.readTime}>
                {f.reading.minutes} {t.minutes}
              </Fact>
            </>
          )}
          {f.views && (
            <Fact glyph="eye" title={t.views}>
              <span data-busuanzi="page_pv">–</span>
            </Fact>
          )}
        </ul>
        <ToneTags tags={post.tags} hrefOf={(tag) => tagHref(ctx, tag)} prefix="#" className="order-4 flex flex-wrap justify-center gap-2" chipClassName="shadow-[var(--m-z1)]" />
      </div>
    </header>
  )
}
