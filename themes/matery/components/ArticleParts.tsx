// What follows an article's body: the copyright block (author, address, licence, with the
// gradient edge), the recommended posts as small cards, and the previous/next posts as large
// image cards.
import { Fragment, type ReactNode } from 'react'
import Link from '@/lib/ui/Link'
import type { Article, Post } from '@/lib/site/types'
import { copyrightBlock } from '@/lib/theme-kit/facts'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon, type IconName } from '../icons'
import { DayStamp } from './Stamp'
import Thumb from './Thumb'

export function CopyrightNote({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const b = copyrightBlock(ctx, post)
  const link = 'text-[var(--m-accent)] underline decoration-[#4cbf30]/50 underline-offset-4 hover:decoration-2'
  const rows: Array<{ glyph: IconName; term: string; value: ReactNode; wide?: boolean }> = [
    { glyph: 'person', term: t.author, value: <a href={b.authorHref} className={link}>{b.author}</a> },
    { glyph: 'link', term: t.url, value: <a href={b.url} className={link}>{b.urlText}</a>, wide: true },
    { glyph: 'copyright', term: t.copyright, value: t.copyrightNotice },
  ]
  return (
    <section className="m-copyright relative mt-10 overflow-hidden rounded-lg bg-[var(--m-soft)] py-4 pr-5 pl-6 text-sm leading-7">
      <span aria-hidden="true" className="absolute inset-y-0 left-0 w-1.5 bg-[image:var(--m-bright)]" />
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5">
        {rows.map((r) => (
          <Fragment key={r.glyph}>
            <dt className="flex items-center gap-1.5 font-semibold whitespace-nowrap">
              <Icon name={r.glyph} size={16} />
              {r.term}
            </dt>
            <dd className={r.wide ? 'break-all' : undefined}>{r.value}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  )
}

export function Recommended({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  if (!posts.length) return null
  return (
    <section className="m-recommended">
      <h2 className="mb-5 flex items-center gap-2 text-xl font-semibold">
        <Icon name="star" className="text-[#0f9d58]" />
        {labels(ctx).recommended}
      </h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-5">
        {posts.map((p) => (
          <li key={p.id}>
            <Link href={ctx.href(p.href)} className="m-lift group block h-full overflow-hidden rounded-lg bg-[var(--m-card)]">
              <span className="block h-24 overflow-hidden md:h-28">
                <Thumb ctx={ctx} post={p} className="m-zoom h-full w-full" />
              </span>
              <span className="block p-3">
                <span className="line-clamp-2 text-sm leading-snug font-semibold group-hover:text-[var(--m-accent)]">{p.title}</span>
                <DayStamp day={p.publishDay} size={13} className="mt-1.5 text-xs text-[var(--m-muted)]" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Neighbour({ ctx, post, label, side }: { ctx: ThemeContext; post: Post; label: string; side: 'prev' | 'next' }) {
  return (
    <Link href={ctx.href(post.href)} rel={side} className={`m-lift group relative isolate block h-40 overflow-hidden rounded-[10px] bg-[#1c2a23] text-white ${side === 'next' ? 'text-right' : ''}`}>
      <Thumb ctx={ctx} post={post} className="m-zoom absolute inset-0 -z-20 h-full w-full" />
      <span aria-hidden="true" className="m-cover-shade absolute inset-0 -z-10" />
      <span className={`flex h-full flex-col justify-end gap-2 p-5 ${side === 'next' ? 'items-end' : 'items-start'}`}>
        <span className="m-ink inline-flex items-center gap-1 rounded-full px-3 py-0.5 text-xs font-medium">
          {side === 'prev' && <Icon name="left" size={16} />}
          {label}
          {side === 'next' && <Icon name="right" size={16} />}
        </span>
        <span className="line-clamp-2 text-lg leading-snug font-semibold [text-shadow:0_1px_6px_rgb(0_0_0/0.5)]">{post.title}</span>
      </span>
    </Link>
  )
}

export function Neighbours({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { prev, next } = article
  if (!prev && !next) return null
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="m-neighbours grid grid-cols-1 gap-5 md:grid-cols-2">
      {prev ? <Neighbour ctx={ctx} post={prev} label={t.prevPost} side="prev" /> : <span className="max-md:hidden" />}
      {next && <Neighbour ctx={ctx} post={next} label={t.nextPost} side="next" />}
    </nav>
  )
}
