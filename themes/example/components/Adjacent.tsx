// SLOT: previous / next post (under a post). Two boxes side by side, each naming its direction.
import { labels } from '@/lib/theme-kit/labels'
import type { Article } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Adjacent({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const t = labels(ctx)
  const links = [
    article.prev && { post: article.prev, rel: 'prev', label: `← ${t.prevPost}`, align: '' },
    article.next && { post: article.next, rel: 'next', label: `${t.nextPost} →`, align: 'sm:col-start-2 sm:text-right' },
  ].filter((l) => !!l)
  if (!links.length) return null
  return (
    <nav aria-label={`${t.prevPost} / ${t.nextPost}`} className="example-adjacent mt-10 grid gap-3 sm:grid-cols-2">
      {links.map((l) => (
        <Link key={l.post.id} prefetch={false} href={ctx.href(l.post.href)} rel={l.rel} className={`example-link block rounded border border-ex-line p-4 hover:border-ex-accent ${l.align}`}>
          <span className="block text-sm text-ex-muted">{l.label}</span>
          <span className="mt-1 line-clamp-2 block">{l.post.title}</span>
        </Link>
      ))}
    </nav>
  )
}
