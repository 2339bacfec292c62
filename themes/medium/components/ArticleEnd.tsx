// The end of a story: its tags, the copyright note, "more to read" (related posts) and the
// previous / next stories.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Article, Post } from '@/lib/site/types'
import { copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import { tagHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import type { ReactNode } from 'react'
import { Glyph } from '../icons'

export function StoryTags({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  if (!post.tags.length) return null
  return (
    <ul aria-label={labels(ctx).tags} className="md-story-tags mt-10 flex flex-wrap gap-2">
      {post.tags.map((tag) => (
        <li key={tag}>
          <Link prefetch={false} href={tagHref(ctx, tag)} className="md-chip !px-4 !py-1.5 !text-sm">
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CopyrightNote({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const c = copyrightBlock(ctx, post)
  const link = 'underline decoration-[var(--md-line)] underline-offset-2 hover:decoration-current'
  const rows: Array<[string, ReactNode]> = [
    [t.author, <a key="a" href={c.authorHref} className={link}>{c.author}</a>],
    [t.url, <a key="u" href={c.url} className={`${link} break-all`}>{c.urlText}</a>],
    [t.copyright, t.copyrightNotice],
  ]
  return (
    <aside aria-label={t.copyright} className="md-copyright mt-10 border-l-2 border-[var(--md-fg)] py-1 pl-5 text-sm leading-7 text-[var(--md-muted)]">
      {rows.map(([label, value]) => (
        <p key={label}>
          <span className="text-[var(--md-fg)]">{label}</span> · {value}
        </p>
      ))}
    </aside>
  )
}

export function MoreToRead({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const t = labels(ctx)
  if (!posts.length) return null
  return (
    <section className="md-related mt-14 border-t border-[var(--md-line)] pt-8">
      <h2 className="text-xl font-bold">{t.relatedPosts}</h2>
      <ul className="mt-5 grid gap-x-8 gap-y-5 sm:grid-cols-2">
        {posts.map((p) => (
          <li key={p.id}>
            <Link prefetch={false} href={ctx.href(p.href)} className="group flex items-start gap-4">
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <strong className="line-clamp-2 leading-snug group-hover:underline">{p.title}</strong>
                <time className="text-xs text-[var(--md-muted)]" dateTime={p.publishDay}>{formatDay(p.publishDay)}</time>
              </span>
              {p.pageCoverThumbnail && (
                <img src={ctx.asset(p.pageCoverThumbnail)} alt="" width={96} height={64} loading="lazy" decoding="async" className="h-16 w-24 shrink-0 rounded-sm bg-[var(--md-soft)] object-cover" />
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

export function Neighbours({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { prev, next } = article
  if (!prev && !next) return null
  const side = (post: Post | null, rel: 'prev' | 'next') =>
    post ? (
      <Link prefetch={false} href={ctx.href(post.href)} rel={rel} className={`group flex flex-col gap-1 py-5 ${rel === 'next' ? 'items-end text-right' : ''}`}>
        <span className="inline-flex items-center gap-1 text-xs text-[var(--md-muted)]">
          {rel === 'prev' && <Glyph name="left" size={14} />}
          {rel === 'prev' ? t.prevPost : t.nextPost}
          {rel === 'next' && <Glyph name="right" size={14} />}
        </span>
        <span className="line-clamp-2 font-semibold group-hover:underline">{post.title}</span>
      </Link>
    ) : (
      <span />
    )
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="md-neighbours mt-12 grid grid-cols-2 gap-6 border-y border-[var(--md-line)]">
      {side(prev, 'prev')}
      {side(next, 'next')}
    </nav>
  )
}
