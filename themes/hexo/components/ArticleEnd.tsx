// What follows a post's body: the copyright block, the previous / next cards over their covers,
// and the recommended posts.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import { copyrightBlock } from '@/lib/theme-kit/facts'
import type { Article, Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Glyph, GlyphHeading } from '../icons'
import { words } from '../words'
import Thumb from './Thumb'

export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const w = words(ctx)
  const c = copyrightBlock(ctx, post)
  return (
    <section className="hexo-copyright relative mt-10 overflow-hidden rounded-xl bg-[var(--hx-soft)] p-5 pr-14 text-sm leading-7">
      <Glyph name="copyright" size={64} className="absolute -right-3 -bottom-3 text-[var(--hx-accent)] opacity-15" />
      <p>
        <span className="font-semibold">{w.author}{w.labelSeparator}</span>
        <a href={c.authorHref} className="text-[var(--hx-accent)] underline underline-offset-2">
          {c.author}
        </a>
      </p>
      <p className="break-all">
        <span className="font-semibold">{w.url}{w.labelSeparator}</span>
        <a href={c.url} className="text-[var(--hx-accent)] underline underline-offset-2">
          {c.urlText}
        </a>
      </p>
      <p>
        <span className="font-semibold">{w.copyright}{w.labelSeparator}</span>
        {w.copyrightNotice}
      </p>
    </section>
  )
}

function Neighbour({ ctx, post, label, side }: { ctx: ThemeContext; post: Post; label: string; side: 'prev' | 'next' }) {
  return (
    <Link href={ctx.href(post.href)} rel={side} className="hexo-neighbour group relative block h-32 overflow-hidden rounded-xl bg-[#1b1c22] text-white">
      <Thumb
        ctx={ctx}
        post={post}
        w={400}
        h={160}
        className="absolute inset-0 h-full w-full object-cover opacity-45 transition-[opacity,transform] duration-500 group-hover:scale-105 group-hover:opacity-35"
      />
      <span className={`relative flex h-full flex-col justify-center gap-1 px-5 ${side === 'next' ? 'items-end text-right' : ''}`}>
        <span className="flex items-center gap-1 text-xs text-white/90">
          {side === 'prev' && <Glyph name="left" size={14} />}
          {label}
          {side === 'next' && <Glyph name="right" size={14} />}
        </span>
        <span className="line-clamp-2 font-semibold">{post.title}</span>
      </span>
    </Link>
  )
}

export function Neighbours({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const w = words(ctx)
  const { prev, next } = article
  if (!prev && !next) return null
  return (
    <nav aria-label={`${w.prevPost} / ${w.nextPost}`} className="hexo-neighbours mt-10 grid grid-cols-1 gap-4 sm:grid-cols-2">
      {prev ? <Neighbour ctx={ctx} post={prev} label={w.prevPost} side="prev" /> : <span className="hidden sm:block" />}
      {next && <Neighbour ctx={ctx} post={next} label={w.nextPost} side="next" />}
    </nav>
  )
}

export function Recommended({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const w = words(ctx)
  if (!posts.length) return null
  return (
    <section className="hexo-recommended mt-10">
      <GlyphHeading name="link" text={w.relatedPosts} />
      <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {posts.map((p) => (
          <li key={p.id}>
            <Link href={ctx.href(p.href)} className="hexo-row">
              <span className="line-clamp-1">{p.title}</span>
              <time dateTime={p.publishDay} className="shrink-0 text-xs text-[var(--hx-dim)]">
                {formatDay(p.publishDay)}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
