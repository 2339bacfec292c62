// SLOT: recommended posts (under a post). The related posts as a plain bordered list: title at
// the left, the day at the right.
import { formatDay } from '@/lib/render/dates'
import { labels } from '@/lib/theme-kit/labels'
import type { Post } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'

function Row({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  return (
    <li className="flex items-baseline justify-between gap-4 py-2">
      <Link prefetch={false} href={ctx.href(post.href)} className="example-link min-w-0 truncate">
        {post.title}
      </Link>
      <span className="shrink-0 text-sm text-ex-muted">{formatDay(post.publishDay)}</span>
    </li>
  )
}

export default function Recommended({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  if (!posts.length) return null
  return (
    <section className="example-recommended mt-10">
      <h2 className="mb-3 text-xl font-light">{labels(ctx).relatedPosts}</h2>
      <ul className="divide-y divide-ex-line border-y border-ex-line">
        {posts.map((p) => <Row key={p.id} ctx={ctx} post={p} />)}
      </ul>
    </section>
  )
}
