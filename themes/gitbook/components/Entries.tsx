// The list screens' parts: a post as a documentation card (category, title, summary, date), the
// numbered pagination, and a screen heading with its count.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import { paginationModel } from '@/lib/theme-kit/pagination'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Chevron } from '../icons'

export function Card({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  return (
    <article className="gb-card group border-b border-[var(--gb-line)] py-5">
      {post.category && <p className="gb-label mb-1">{post.category}</p>}
      <h2 className="text-lg font-semibold text-[var(--gb-fg)]">
        <Link prefetch={false} href={ctx.href(post.href)} className="gb-a !text-[var(--gb-fg)] hover:!text-[var(--gb-accent)]">
          {post.title}
        </Link>
      </h2>
      {post.summary && <p className="mt-1.5 line-clamp-2 text-[0.9375rem] leading-6 text-[var(--gb-muted)]">{post.summary}</p>}
      <time dateTime={post.publishDay} className="mt-2 block text-xs text-[var(--gb-muted)]">
        {formatDay(post.publishDay)}
      </time>
    </article>
  )
}

export function Cards({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  return (
    <div className="gb-cards border-t border-[var(--gb-line)]">
      {posts.map((p) => (
        <Card key={p.id} ctx={ctx} post={p} />
      ))}
    </div>
  )
}

const CELL = 'flex h-9 min-w-9 items-center justify-center rounded-md border border-[var(--gb-line)] px-2 text-sm text-[var(--gb-text)] hover:border-[var(--gb-accent)] hover:text-[var(--gb-accent)]'

export function Pager({ ctx, page, totalPages, root }: { ctx: ThemeContext; page: number; totalPages: number; root: string }) {
  const t = labels(ctx)
  const m = paginationModel(ctx, page, totalPages, root)
  if (!m.prev && !m.next) return null
  return (
    <nav aria-label={t.pagination} className="gb-pager mt-10 flex flex-wrap items-center gap-2">
      {m.prev && (
        <Link prefetch={false} href={m.prev} rel="prev" aria-label={t.prev} className={CELL}>
          <Chevron size={16} className="rotate-180" />
        </Link>
      )}
      {m.cells.map((c) =>
        c.kind === 'gap' ? (
          <span key={c.key} className="px-1 text-[var(--gb-muted)]">
            …
          </span>
        ) : c.current ? (
          <span key={c.n} aria-current="page" className={`${CELL} border-[var(--gb-accent)] bg-[var(--gb-accent)] !text-[var(--gb-bg)]`}>
            {c.n}
          </span>
        ) : (
          <Link prefetch={false} key={c.n} href={c.href} className={CELL}>
            {c.n}
          </Link>
        ),
      )}
      {m.next && (
        <Link prefetch={false} href={m.next} rel="next" aria-label={t.next} className={CELL}>
          <Chevron size={16} />
        </Link>
      )}
    </nav>
  )
}

export function Heading({ eyebrow, title, count }: { eyebrow?: string; title: string; count?: number }) {
  return (
    <header className="mb-6">
      {eyebrow && <p className="gb-label mb-1">{eyebrow}</p>}
      <h1 className="flex items-baseline gap-3 text-3xl font-bold tracking-tight text-[var(--gb-fg)]">
        {title}
        {count !== undefined && <span className="text-base font-normal text-[var(--gb-muted)]">{count}</span>}
      </h1>
    </header>
  )
}
