// A Notion-style page bar: breadcrumbs (site → the article's category → the article) and, at the
// right, the workspace search button (its dialog loads on first click). Outside heo's frame, so
// heo's colour tokens are not in scope here: the same values are spelled out.
import Link from '@/lib/ui/Link'
import { workspaceSearchProps } from '@/lib/search/server/ui-props'
import WorkspaceSearch from '@/lib/search-ui/WorkspaceSearch'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/themes/types'
import PostIcon from '../heo/components/PostIcon'

const CRUMB = 'block truncate rounded px-1.5 py-1 transition-colors hover:bg-black/5 dark:hover:bg-white/10'
const SEPARATOR = <span aria-hidden="true" className="px-0.5 text-[#5c5c66] dark:text-[#a1a2b8]">/</span>

export default function PageBar({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const base = ctx.config.SUB_PATH
  const site = ctx.site.info
  return (
    <div className="example-page-bar border-b border-[#e3e8f7] bg-white text-[#363636] dark:border-[#3d3d3f] dark:bg-[#1d1e22] dark:text-[#f7f7fa]">
      <div className="mx-auto flex h-11 max-w-[86rem] items-center gap-2 px-4 text-sm md:px-6">
        <nav aria-label={ctx.strings.NAV.BREADCRUMB} className="min-w-0 flex-1">
          <ol className="flex min-w-0 items-center">
            {/* the site and the category are capped (40%, 30%): the article's title keeps the rest */}
            <li className="min-w-0 max-w-[40%] shrink-0">
              <Link prefetch={false} href={ctx.href('/')} className={CRUMB}>
                <PostIcon icon={site.icon} base={base} size={16} />
                {/* on a phone the site's icon stands for it, leaving room for the article's title */}
                <span className={site.icon ? 'max-sm:sr-only' : undefined}>{site.title}</span>
              </Link>
            </li>
            {post.category && (
              <li className="flex min-w-0 max-w-[30%] shrink-0 items-center">
                {SEPARATOR}
                <Link prefetch={false} href={ctx.href(`/category/${encodeURIComponent(post.category)}`)} className={`${CRUMB} min-w-0`}>
                  {post.category}
                </Link>
              </li>
            )}
            <li className="flex min-w-0 items-center">
              {SEPARATOR}
              <span aria-current="page" className="truncate px-1.5 py-1 font-medium">
                <PostIcon icon={post.pageIcon} base={base} size={16} />
                {post.title}
              </span>
            </li>
          </ol>
        </nav>
        <WorkspaceSearch
          {...workspaceSearchProps(ctx)}
          className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full transition-colors hover:bg-[#4f65f0] hover:text-white"
        />
      </div>
    </div>
  )
}
