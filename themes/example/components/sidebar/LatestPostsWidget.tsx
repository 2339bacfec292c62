// SLOT: sidebar · latest posts. The most recently edited posts, titles only.
import { labels } from '@/lib/theme-kit/labels'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import Widget from './Widget'

export default function LatestPostsWidget({ ctx }: { ctx: ThemeContext }) {
  if (!ctx.site.latestPosts.length) return null
  return (
    <Widget title={labels(ctx).latestPosts} className="example-latest">
      <ul className="space-y-2">
        {ctx.site.latestPosts.map((p) => (
          <li key={p.id}>
            <Link prefetch={false} href={ctx.href(p.href)} className="example-link line-clamp-2">
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </Widget>
  )
}
