// SLOT: page bar (articles). A Notion-style strip over the whole width, its content in the
// header's width: breadcrumbs (site → the article's category → the article) at the left, the
// workspace search button at the right (its dialog's code loads on first click) — the
// article's one way into search: the header leaves its own search button out under this bar
// (Frame). The title crumb shortens on phones.
import { labels } from '@/lib/theme-kit/labels'
import { categoryHref } from '@/lib/theme-kit/links'
import { workspaceSearchProps } from '@/lib/search/server/ui-props'
import WorkspaceSearch from '@/lib/search-ui/WorkspaceSearch'
import type { Article } from '@/lib/site/types'
import { Breadcrumb, hasTrail } from '@/lib/theme-kit/Breadcrumb'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import PostIcon from './PostIcon'

const CRUMB = 'example-link block truncate rounded px-1.5 py-1 hover:bg-ex-band'
const SLASH = (
  <span aria-hidden="true" className="text-ex-muted">
    /
  </span>
)

export default function PageBar({ ctx, article }: { ctx: ThemeContext; article: Article }) {
  const site = ctx.site.info
  const { post } = article
  return (
    <div className="example-page-bar border-b border-ex-line">
      {/* the header's row (max-w-6xl, px-4); the crumbs and the button pull out by their own
          padding (1.5 = 6 px each), so the site's name starts where the header's title does and
          the search icon ends on the same content edge */}
      <div className="mx-auto flex h-11 max-w-6xl items-center gap-2 px-4 text-sm">
        {hasTrail(article) ? (
          // a sub-page: its trail back to the post (the kit's), in the bar's crumb style
          <Breadcrumb ctx={ctx} article={article} className="-ml-1.5 min-w-0 flex-1 [&_ol]:flex-nowrap" linkClassName={CRUMB} currentClassName="px-1.5 py-1 text-ex-text" separator={SLASH} />
        ) : (
        <nav aria-label={labels(ctx).breadcrumb} className="-ml-1.5 min-w-0 flex-1">
          <ol className="flex min-w-0 items-center">
            {/* site and category get at most 40% and 30%: the article's title keeps the rest */}
            <li className="min-w-0 max-w-[40%] shrink-0">
              <Link prefetch={false} href={ctx.href('/')} className={CRUMB}>
                {site.title}
              </Link>
            </li>
            {post.category && (
              <li className="flex min-w-0 max-w-[30%] shrink-0 items-center">
                {SLASH}
                <Link prefetch={false} href={categoryHref(ctx, post.category)} className={CRUMB}>
                  {post.category}
                </Link>
              </li>
            )}
            <li className="flex min-w-0 items-center">
              {SLASH}
              <span aria-current="page" className="truncate px-1.5 py-1 text-ex-text">
                <PostIcon ctx={ctx} icon={post.pageIcon} size={16} />
                {post.title}
              </span>
            </li>
          </ol>
        </nav>
        )}
        <WorkspaceSearch {...workspaceSearchProps(ctx)} className="example-btn -mr-1.5 h-8 w-8 shrink-0" />
      </div>
    </div>
  )
}
