// Under a post: the copyright block (indigo left border), related posts, previous/next cards.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article, Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig } from '../config'
import { ChevronLeftIcon, ChevronRightIcon } from '../icons'
import { labels } from '@/lib/theme-kit/labels'
import NextPostDock from '../islands/NextPostDock'
import CoverThumb from './CoverThumb'

export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  // the post's own address: sub path and, in another language's edition, its prefix (ctx.asset)
  const url = `${ctx.config.LINK.replace(/\/$/, '')}${ctx.asset(post.href)}`
  return (
    <section className="heo-copyright-block mt-10 rounded-xl border border-[var(--heo-border)] border-l-4 border-l-[var(--heo-accent)] bg-[var(--heo-card-2)] p-5 text-sm leading-7">
      <p>
        <strong>{t.author}{t.labelSeparator}</strong>
        <a href={ctx.config.LINK} className="hover:text-[var(--heo-accent)]">
          {ctx.config.AUTHOR}
        </a>
      </p>
      <p className="break-all">
        <strong>{t.url}{t.labelSeparator}</strong>
        <a href={url} className="hover:text-[var(--heo-accent)]">
          {decodeURI(url)}
        </a>
      </p>
      <p>
        <strong>{t.copyright}{t.labelSeparator}</strong>
        {t.copyrightNotice}
      </p>
    </section>
  )
}

export function RelatedPosts({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const t = labels(ctx)
  if (!posts.length) return null
  return (
    <section className="heo-related mt-10 hidden md:block">
      <h2 className="mb-4 text-xl font-bold">{t.relatedPosts}</h2>
      <ul className="grid grid-cols-3 gap-3">
        {posts.map((p) => (
          <li key={p.id}>
            <Link prefetch={false} href={ctx.href(p.href)} className="heo-related-card group">
              <CoverThumb ctx={ctx} post={p} className="heo-related-img" />
              <span className="heo-related-caption">
                <time dateTime={p.publishDay} className="text-xs opacity-80">
                  {formatDay(p.publishDay)}
                </time>
                <span className="line-clamp-2 text-sm font-bold">{p.title}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function NeighbourCard({ ctx, post, label, kind, align }: { ctx: ThemeContext; post: Post; label: string; kind: 'prev' | 'next'; align: 'left' | 'right' }) {
  return (
    <Link prefetch={false}
      href={ctx.href(post.href)}
      rel={kind}
      className={`heo-card group relative block h-28 overflow-hidden !bg-[#1d1e22] text-white ${align === 'right' ? 'text-right' : ''}`}
    >
      <CoverThumb ctx={ctx} post={post} className="absolute inset-0 h-full w-full object-cover opacity-50 transition-transform duration-500 group-hover:scale-110" />
      <span className="relative flex h-full flex-col justify-center gap-1 p-5">
        <span className={`flex items-center gap-1 text-xs opacity-90 ${align === 'right' ? 'justify-end' : ''}`}>
          {kind === 'prev' && <ChevronLeftIcon size={14} />}
          {label}
          {kind === 'next' && <ChevronRightIcon size={14} />}
        </span>
        <span className="line-clamp-2 font-bold">{post.title}</span>
      </span>
    </Link>
  )
}

/** Marks the end of the article's text: the next-post card slides in from there. */
export const ARTICLE_END_ID = 'article-end'

/** Previous/next: only when both neighbours exist and HEO_ARTICLE_ADJACENT is on. Both cards sit
 * in the flow at every width; on wide screens the next one also slides in at the bottom of the
 * sidebar's column from the end of the text on (NextPostDock: it never covers anything). */
export function Adjacent({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { prev, next } = article
  if (!heoConfig.HEO_ARTICLE_ADJACENT || !prev || !next) return null
  return (
    <>
      <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="heo-adjacent mt-10 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <NeighbourCard ctx={ctx} post={prev} label={t.prevPost} kind="prev" align="left" />
        <NeighbourCard ctx={ctx} post={next} label={t.nextPost} kind="next" align="right" />
      </nav>
      <NextPostDock
        markerId={ARTICLE_END_ID}
        column=".heo-sidebar"
        avoid=".heo-sidebar > *, .heo-sidebar .sticky > *, footer, .heo-float > *"
        until=".heo-adjacent"
        className="heo-next-dock fixed z-30 hidden transition-all duration-500 xl:block data-[visible=false]:invisible data-[visible=false]:translate-y-4 data-[visible=false]:opacity-0"
      >
        <NeighbourCard ctx={ctx} post={next} label={t.nextPost} kind="next" align="left" />
      </NextPostDock>
    </>
  )
}
