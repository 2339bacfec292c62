// The article's cover band: indigo, with the cover blurred behind and tilted on the right;
// category pill, tags, icon and title, then word count · reading time · published (→ the
// archive month; not for pages) · last edited · views; animated waves at the bottom. It slides
// under the transparent top bar, whose text turns white over it.
import Link from '@/lib/ui/Link'
import { preload } from 'react-dom'
import { formatDay } from '@/lib/render/dates'
import type { Article } from '@/lib/site/types'
import { tintUrl } from '@/lib/site/images'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig } from '../config'
import { showPageViews } from '@/lib/theme-kit/facts'
import { archiveMonthHref } from '@/lib/theme-kit/links'
import { CalendarIcon, ClockIcon, EditIcon, EyeIcon, FileTextIcon, FolderIcon } from '../icons'
import { EMPTY_PIXEL } from '../logic'
import { labels } from '@/lib/theme-kit/labels'
import PostIcon from './PostIcon'
import { Breadcrumb } from '@/lib/theme-kit/Breadcrumb'

// Four waves, each its own <svg> moving sideways as a whole: a transform animation of an outer
// <svg> element runs on the compositor, whereas one of <use> elements inside an SVG cannot and
// made the main thread repaint the band every frame from before the first paint on (issue #44).
// Each keeps the shared viewBox; overflow is visible so the path's ends outside it fill the band
// as the wave moves (the header clips them).
const WAVES = [
  { y: 0, opacity: 0.7 },
  { y: 3, opacity: 0.5 },
  { y: 5, opacity: 0.3 },
  { y: 7, opacity: 1 },
]

function Waves() {
  return (
    <div className="heo-waves absolute bottom-[-1px] left-0 h-10 w-full md:h-[60px]" aria-hidden="true">
      {WAVES.map((w) => (
        <svg key={w.y} viewBox="0 24 150 28" preserveAspectRatio="none" className="absolute inset-0 h-full w-full overflow-visible fill-[var(--heo-bg)]">
          <path transform={`translate(48 ${w.y})`} opacity={w.opacity} d="M-160 44c30 0 58-18 88-18s58 18 88 18 58-18 88-18 58 18 88 18v44h-352Z" />
        </svg>
      ))}
    </div>
  )
}

export default function ArticleHeader({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { post } = article
  const cover = ctx.asset(post.pageCover ?? heoConfig.HEO_POST_COVER_DEFAULT_IMAGE)
  // Blurred anyway: a 32-px version is enough for the tint. It is all phones load, and being a
  // few hundred bytes it is no LCP candidate: the title is the page's largest paint there.
  const tint = ctx.asset(tintUrl(post.pageCover) ?? cover)
  const isPost = post.type === 'Post'
  const meta = 'flex items-center gap-1.5'
  preload(tint, { as: 'image', fetchPriority: 'high' })
  return (
    <header className="heo-article-header relative -mt-16 overflow-hidden bg-[#4f65f0] text-white dark:bg-[#2a3687]">
      {/* the blurred cover tints the band; the sharp one leans in from the right */}
      <img src={tint} alt="" width={40} height={22} aria-hidden="true" className="absolute inset-0 h-full w-full scale-110 object-cover opacity-30 blur-2xl" />
      <div className="absolute top-0 right-0 hidden h-full w-[55%] md:block [mask-image:linear-gradient(to_right,transparent,#000_45%)]">
        <picture>
          {/* hidden below md: an empty pixel instead of the download */}
          <source media="(max-width: 767.98px)" srcSet={EMPTY_PIXEL} />
          <img
            src={cover}
            alt={post.title}
            width={800}
            height={450}
            fetchPriority="high"
            decoding="async"
            className="h-full w-full scale-[1.3] rotate-[10deg] object-cover shadow-2xl"
          />
        </picture>
      </div>
      <div className="absolute inset-0 bg-gradient-to-r from-[#4f65f0] via-[#4f65f0]/85 to-transparent dark:from-[#2a3687] dark:via-[#2a3687]/85" />
      {/* keeps the white top bar readable over a light cover */}
      <div className="absolute inset-x-0 top-0 h-28 bg-gradient-to-b from-black/30 to-transparent" />

      <div className="relative mx-auto flex min-h-[22rem] max-w-[86rem] flex-col justify-center px-6 pt-24 pb-20 md:min-h-[26rem] md:px-10">
        <Breadcrumb ctx={ctx} article={article} className="mb-3 text-sm font-semibold text-white/90" linkClassName="rounded-lg bg-white/20 px-3 py-1 backdrop-blur transition-colors hover:bg-white hover:text-[#4f65f0]" currentClassName="py-1" />
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {post.category && (
            <Link prefetch={false}
              href={ctx.href(`/category/${encodeURIComponent(post.category)}`)}
              className="flex items-center gap-1.5 rounded-lg bg-white/20 px-3 py-1 font-semibold backdrop-blur transition-colors hover:bg-white hover:text-[#4f65f0]"
            >
              <FolderIcon size={14} />
              {post.category}
            </Link>
          )}
          {post.tags.map((tag) => (
            <Link prefetch={false}
              key={tag}
              href={ctx.href(`/tag/${encodeURIComponent(tag)}`)}
              className="rounded-lg px-2 py-1 text-white/90 transition-colors hover:bg-white/20"
            >
              #{tag}
            </Link>
          ))}
        </div>
        <h1 className="mt-4 max-w-3xl text-3xl leading-tight font-extrabold drop-shadow-sm md:text-5xl md:leading-tight">
          <PostIcon icon={post.pageIcon} base={ctx.config.SUB_PATH} size={40} />
          {post.title}
        </h1>
        <div className="heo-article-meta mt-5 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-white/90">
          {article.blockMap && (
            <>
              <span className={meta}>
                <FileTextIcon size={15} />
                {t.wordCount} {article.wordCount}
              </span>
              <span className={meta}>
                <ClockIcon size={15} />
                {t.readTime} {article.readingMinutes} {t.minutes}
              </span>
            </>
          )}
          {isPost && (
            <Link prefetch={false} href={archiveMonthHref(ctx, post.publishDay)} className={`${meta} hover:underline`} title={t.postTime}>
              <CalendarIcon size={15} />
              <time dateTime={post.publishDay}>{formatDay(post.publishDay)}</time>
            </Link>
          )}
          <span className={meta} title={t.lastEdited}>
            <EditIcon size={15} />
            <time dateTime={post.lastEditedDay}>{formatDay(post.lastEditedDay)}</time>
          </span>
          {showPageViews() && (
            <span className={meta}>
              <EyeIcon size={15} />
              {t.views} <span data-busuanzi="page_pv">–</span>
            </span>
          )}
        </div>
      </div>
      <Waves />
    </header>
  )
}
