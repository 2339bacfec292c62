// What follows an article's body: the tags as chips, the copyright card (blue rule on the
// left), the previous / next cards, the related posts as rows.
import Link from '@/lib/ui/Link'
import type { Article, Post } from '@/lib/site/types'
import { copyrightBlock } from '@/lib/theme-kit/facts'
import { tagHref } from '@/lib/theme-kit/links'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export function TagChips({ ctx, tags }: { ctx: ThemeContext; tags: string[] }) {
  if (!tags.length) return null
  return (
    <ul aria-label={labels(ctx).tags} className="ld-tags mt-12 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link prefetch={false} href={tagHref(ctx, tag)} className="inline-block rounded-full bg-[var(--ld-soft)] px-3.5 py-1.5 text-sm font-medium text-[var(--ld-text)] transition-colors hover:bg-[var(--ld-accent)] hover:text-white">
            #{tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}

export function CopyrightCard({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const t = labels(ctx)
  const c = copyrightBlock(ctx, post)
  return (
    <section aria-label={t.copyright} className="ld-copyright mt-10 rounded-2xl border-l-4 border-[var(--ld-accent)] bg-[var(--ld-soft)] px-6 py-5 text-sm leading-7">
      <p>
        <span className="mr-2 font-semibold text-[var(--ld-fg)]">{t.author}</span>
        <a href={c.authorHref} className="ld-link">
          {c.author}
        </a>
      </p>
      <p className="break-all">
        <span className="mr-2 font-semibold text-[var(--ld-fg)]">{t.url}</span>
        <a href={c.url} className="ld-link">
          {c.urlText}
        </a>
      </p>
      <p>
        <span className="mr-2 font-semibold text-[var(--ld-fg)]">{t.copyright}</span>
        {t.copyrightNotice}
      </p>
    </section>
  )
}

export function PrevNext({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const cells = [
    { post: article.prev, label: t.prevPost, rel: 'prev', icon: 'arrowLeft' as const, align: '' },
    { post: article.next, label: t.nextPost, rel: 'next', icon: 'arrowRight' as const, align: 'sm:col-start-2 sm:text-right' },
  ]
  if (!article.prev && !article.next) return null
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="ld-prevnext mt-10 grid gap-4 sm:grid-cols-2">
      {cells.map(({ post, label, rel, icon, align }) =>
        post ? (
          <Link key={rel} prefetch={false} href={ctx.href(post.href)} rel={rel} className={`ld-card ld-card-lift block p-5 ${align}`}>
            <span className={`flex items-center gap-1.5 text-sm text-[var(--ld-muted)] ${align ? 'sm:justify-end' : ''}`}>
              {icon === 'arrowLeft' && <Icon name={icon} size={16} />}
              {label}
              {icon === 'arrowRight' && <Icon name={icon} size={16} />}
            </span>
            <span className="mt-1.5 line-clamp-2 block font-bold text-[var(--ld-fg)]">{post.title}</span>
          </Link>
        ) : null,
      )}
    </nav>
  )
}

export function Related({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  if (!posts.length) return null
  const t = labels(ctx)
  return (
    <section aria-labelledby="ld-related-title" className="ld-related mt-14">
      <h2 id="ld-related-title" className="mb-5 text-xl font-bold text-[var(--ld-fg)]">
        {t.relatedPosts}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {posts.slice(0, 4).map((p) => (
          <li key={p.id}>
            <Link prefetch={false} href={ctx.href(p.href)} className="flex items-center gap-3 rounded-xl border border-[var(--ld-line)] p-3 transition-colors hover:border-[var(--ld-accent)]">
              {(p.pageCoverThumbnail ?? p.pageCover) && (
                <img src={ctx.asset((p.pageCoverThumbnail ?? p.pageCover)!)} alt="" width={64} height={48} loading="lazy" decoding="async" className="h-12 w-16 shrink-0 rounded-lg object-cover" />
              )}
              <span className="line-clamp-2 text-sm font-semibold text-[var(--ld-fg)]">{p.title}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
