// "title … date" as one line of a list: the archive, related posts.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function DatedLine({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  return (
    <li className="nb-line">
      <Link prefetch={false} href={ctx.href(post.href)} className="nb-a min-w-0 text-[var(--nb-text)]">
        {post.title}
      </Link>
      <time dateTime={post.publishDay} className="nb-date">
        {formatDay(post.publishDay)}
      </time>
    </li>
  )
}
