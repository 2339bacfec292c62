// The article's cover band: its cover (or the fallback) under the dark gradient, the category,
// the icon and title (the page's only <h1>), then word count · reading time · published (→ the
// archive month) · last edited · views, and the tags.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { articleFacts } from '@/lib/theme-kit/facts'
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { Article } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph } from '../icons'
import { fallbackCover } from '../media'
import { words } from '../words'
import { Backdrop, TITLE_ID } from './Bands'
import PostMark from './PostMark'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

export default function ArticleBand({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const w = words(ctx)
  const { post } = article
  const facts = articleFacts(ctx, article)
  const fact = 'flex items-center gap-1.5'
  return (
    <section aria-labelledby={TITLE_ID} className="hexo-article-band relative flex min-h-[22rem] items-center justify-center overflow-hidden px-5 pt-20 pb-12 text-white md:min-h-[28rem]">
      <Backdrop ctx={ctx} src={post.pageCover ?? fallbackCover(ctx)} />
      <div className="relative z-10 flex max-w-4xl flex-col items-center gap-4 text-center [text-shadow:0_2px_8px_rgb(0_0_0/0.5)]">
        <Breadcrumb ctx={ctx} article={article} className="text-sm [&_ol]:justify-center" linkClassName="rounded-full border border-white/50 px-3 py-0.5 hover:bg-white/15" />
        {post.category && (
          <Link href={categoryHref(ctx, post.category)} className="flex items-center gap-1.5 rounded-full border border-white/50 px-3 py-0.5 text-sm hover:bg-white/15">
            <Glyph name="folder" size={14} />
            {post.category}
          </Link>
        )}
        <h1 id={TITLE_ID} className="text-3xl leading-tight font-bold break-words md:text-5xl md:leading-tight">
          <PostMark ctx={ctx} icon={post.pageIcon} size={40} />
          {post.title}
        </h1>
        <div className="hexo-article-facts flex flex-wrap items-center justify-center gap-x-5 gap-y-2 text-sm text-white/95">
          {facts.reading && (
            <>
              <span className={fact}>
                <Glyph name="words" size={15} />
                {w.wordCount} {facts.reading.words}
              </span>
              <span className={fact}>
                <Glyph name="clock" size={15} />
                {w.readTime} {facts.reading.minutes} {w.minutes}
              </span>
            </>
          )}
          {/* each date says what it is, like the facts beside it; the edit day only when it is
              another day */}
          {facts.published && (
            <Link href={facts.published.href} className={`${fact} hover:underline`}>
              <Glyph name="calendar" size={15} />
              {w.postTime} <time dateTime={facts.published.day}>{formatDay(facts.published.day)}</time>
            </Link>
          )}
          {facts.edited && (
            <span className={fact}>
              <Glyph name="edit" size={15} />
              {w.lastEdited} <time dateTime={facts.edited}>{formatDay(facts.edited)}</time>
            </span>
          )}
          {facts.views && (
            <span className={fact}>
              <Glyph name="eye" size={15} />
              {w.views} <span data-busuanzi="page_pv">–</span>
            </span>
          )}
        </div>
        {post.tags.length > 0 && (
          <p className="flex flex-wrap justify-center gap-2 text-sm">
            {post.tags.map((tag) => (
              <Link key={tag} href={tagHref(ctx, tag)} className="rounded-md bg-white/15 px-2 py-0.5 hover:bg-white/30">
                #{tag}
              </Link>
            ))}
          </p>
        )}
      </div>
    </section>
  )
}
