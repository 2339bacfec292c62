// One post of a list, as a clean card row: a small cover on the left (when it has one), then
// the category, the title (a link), the summary on two lines, and the date.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import { categoryHref } from '@/lib/theme-kit/links'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PostMark from './PostMark'

export default function PostRow({ ctx, post, level = 2 }: { ctx: ThemeContext; post: Post; level?: 2 | 3 }) {
  const Title = level === 2 ? 'h2' : 'h3'
  const cover = post.pageCoverThumbnail ?? post.pageCover
  return (
    <article className="ld-row ld-card ld-card-lift group flex gap-5 p-4 sm:p-5">
      {cover && (
        <img
          src={ctx.asset(cover)}
          alt=""
          width={160}
          height={112}
          loading="lazy"
          decoding="async"
          className="hidden h-28 w-40 shrink-0 rounded-xl object-cover sm:block"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {post.category && (
          <Link prefetch={false} href={categoryHref(ctx, post.category)} className="ld-eyebrow mb-1.5 self-start hover:underline">
            {post.category}
          </Link>
        )}
        <Title className="text-lg leading-snug font-bold md:text-xl">
          <Link prefetch={false} href={ctx.href(post.href)} className="ld-title-link">
            <PostMark ctx={ctx} icon={post.pageIcon} />
            {post.title}
          </Link>
        </Title>
        {post.summary && <p className="mt-2 line-clamp-2 leading-7 text-[var(--ld-muted)]">{post.summary}</p>}
        <time dateTime={post.publishDay} className="mt-auto pt-3 text-sm text-[var(--ld-muted)] tabular-nums">
          {formatDay(post.publishDay)}
        </time>
      </div>
    </article>
  )
}
