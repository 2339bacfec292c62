// SLOT: post card. One post in a list: its title (a link), the category and tags, the summary,
// and the cover thumbnail at the right (from sm up). The day is the group's heading above it.
import { categoryHref, tagHref } from '@/lib/theme-kit/links'
import type { Post } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { exampleConfig } from '../config'
import PostIcon from './PostIcon'

// the first post's cover is the page's largest image: load it at once
const FIRST = { loading: 'eager', fetchPriority: 'high' } as const
const LATER = { loading: 'lazy', decoding: 'async' } as const

export default function PostItem({ ctx, post, eager = false }: { ctx: ThemeContext; post: Post; eager?: boolean }) {
  const href = ctx.href(post.href)
  const cover = exampleConfig.EXAMPLE_POST_LIST_COVER ? post.pageCoverThumbnail : null
  return (
    <article className="example-post flex gap-6 py-6">
      <div className="min-w-0 flex-1">
        <h3 className="text-2xl font-light">
          <Link prefetch={false} href={href} className="example-link">
            <PostIcon ctx={ctx} icon={post.pageIcon} size={24} />
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-ex-muted">
          {post.category && (
            <Link prefetch={false} href={categoryHref(ctx, post.category)} className="example-link">
              {post.category}
            </Link>
          )}
          {post.tags.map((tag) => (
            <Link prefetch={false} key={tag} href={tagHref(ctx, tag)} className="example-link">
              #{tag}
            </Link>
          ))}
        </p>
        {exampleConfig.EXAMPLE_POST_LIST_SUMMARY && post.summary && <p className="mt-3 line-clamp-3 leading-relaxed text-ex-muted">{post.summary}</p>}
      </div>
      {cover && (
        // the thumbnail repeats the title link: out of the tab order and hidden from screen readers
        <Link prefetch={false} href={href} tabIndex={-1} aria-hidden="true" className="hidden shrink-0 sm:block">
          <img alt="" src={cover.startsWith('/') ? ctx.asset(cover) : cover} {...(eager ? FIRST : LATER)} width={224} height={150} className="h-[150px] w-56 rounded object-cover" />
        </Link>
      )}
    </article>
  )
}
