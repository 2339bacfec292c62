// What follows a post's body: its tags, the copyright lines, the previous / next posts and the
// related posts — all as plain text, in the column.
import Link from '@/lib/ui/Link'
import type { Article, Post } from '@/lib/site/types'
import { copyrightBlock } from '@/lib/theme-kit/facts'
import { tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import DatedLine from './DatedLine'
import Words from './Words'

export function TagLinks({ ctx, tags, className = '' }: { ctx: ThemeContext; tags: string[]; className?: string }) {
  return <Words words={tags.map((tag) => ({ name: tag, href: tagHref(ctx, tag) }))} prefix="#" className={className} wordClassName="bg-[var(--nb-soft)]" />
}

export function Copyright({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const c = copyrightBlock(ctx, post)
  return (
    <dl className="nb-copyright mt-10 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-l-2 border-[var(--nb-fg)] py-1 pl-4 text-sm leading-6 text-[var(--nb-muted)]">
      <dt>{t.author}</dt>
      <dd>
        <a href={c.authorHref} className="nb-a text-[var(--nb-text)]">
          {c.author}
        </a>
      </dd>
      <dt>{t.url}</dt>
      <dd className="min-w-0 break-all">
        <a href={c.url} className="nb-a text-[var(--nb-text)]">
          {c.urlText}
        </a>
      </dd>
      <dt>{t.copyright}</dt>
      <dd>{t.copyrightNotice}</dd>
    </dl>
  )
}

export function Neighbours({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const { prev, next } = article
  if (!prev && !next) return null
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="nb-neighbours mt-12 grid grid-cols-1 gap-6 border-t border-[var(--nb-line)] pt-6 sm:grid-cols-2">
      {prev ? (
        <Link prefetch={false} href={ctx.href(prev.href)} rel="prev" className="group flex flex-col gap-1">
          <span className="text-sm text-[var(--nb-muted)]">← {t.prevPost}</span>
          <span className="nb-a font-medium text-[var(--nb-fg)] group-hover:decoration-current">{prev.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next && (
        <Link prefetch={false} href={ctx.href(next.href)} rel="next" className="group flex flex-col gap-1 sm:text-right">
          <span className="text-sm text-[var(--nb-muted)]">{t.nextPost} →</span>
          <span className="nb-a font-medium text-[var(--nb-fg)] group-hover:decoration-current">{next.title}</span>
        </Link>
      )}
    </nav>
  )
}

export function Related({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  const t = labels(ctx)
  if (!posts.length) return null
  return (
    <section className="nb-related mt-12">
      <h2 className="mb-3 nb-eyebrow">{t.relatedPosts}</h2>
      <ul>
        {posts.map((p) => (
          <DatedLine key={p.id} ctx={ctx} post={p} />
        ))}
      </ul>
    </section>
  )
}
