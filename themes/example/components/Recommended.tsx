// SLOT: recommended posts (under a post). The related posts as a plain list of dated titles.
import { formatDay } from '@/lib/render/dates'
import { labels } from '@/lib/theme-kit/labels'
import type { Post } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/themes/types'

export default function Recommended({ ctx, posts }: { ctx: ThemeContext; posts: Post[] }) {
  if (!posts.length) return null
  return (
    <section className="example-recommended mt-10">
      <h2 className="mb-3 text-xl font-light">{labels(ctx).relatedPosts}</h2>
      <ul className="divide-y divide-ex-line border-y border-ex-line">
        {posts.map((p) => (
          <li key={p.id} className="flex items-baseline justify-between gap-4 py-2">
            <Link prefetch={false} href={ctx.href(p.href)} className="example-link min-w-0 truncate">
              {p.title}
            </Link>
            <time dateTime={p.publishDay} className="shrink-0 text-sm text-ex-muted">
              {formatDay(p.publishDay)}
            </time>
          </li>
        ))}
      </ul>
    </section>
  )
}
