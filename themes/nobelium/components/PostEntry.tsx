// One post of a list, text only: the title and the date on one line (the date right-aligned and
// muted), the summary (or the article's first lines) below. No cover.
import Link from '@/lib/ui/Link'
import { formatDay } from '@/lib/render/dates'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PostGlyph from './PostGlyph'

export default function PostEntry({ ctx, post, text }: { ctx: ThemeContext; post: Post; text?: string }) {
  return (
    <article className="nb-entry group">
      <header className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-6">
        <h2 className="min-w-0 text-lg leading-snug font-medium text-[var(--nb-fg)] md:text-xl">
          <Link prefetch={false} href={ctx.href(post.href)} className="nb-a">
            <PostGlyph icon={post.pageIcon} src={ctx.asset} />
            {post.title}
          </Link>
        </h2>
        <time dateTime={post.publishDay} className="nb-date sm:order-last">
          {formatDay(post.publishDay)}
        </time>
      </header>
      {text && <p className="mt-2 line-clamp-3 leading-7 whitespace-pre-line text-[var(--nb-muted)]">{text}</p>}
    </article>
  )
}
