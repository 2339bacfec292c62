// The trail of a sub-page (a page under a post: lib/site/sub-pages.ts): the post, the pages
// between, then this page. The kit draws it, the same markup everywhere (a <nav> with an ordered
// list, the current page marked with aria-current); each theme places it and dresses it through
// the class props. Renders nothing on posts and pages of the database: they sit nowhere.
import type { ReactNode } from 'react'
import type { Article } from '@/lib/site/types'
import Link from '@/lib/ui/Link'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { labels } from './labels'

export interface BreadcrumbProps {
  ctx: ThemeContext
  article: Article
  /** the <nav> (spacing, font size, colour) */
  className?: string
  /** each link */
  linkClassName?: string
  /** the current page's title */
  currentClassName?: string
  /** drawn between two crumbs (hidden from screen readers) */
  separator?: ReactNode
}

/** True when the article is a sub-page, so a theme can leave room for the trail. */
export const hasTrail = (article: Article) => Boolean(article.trail?.length)

export function Breadcrumb({ ctx, article, className = '', linkClassName = '', currentClassName = '', separator = '/' }: BreadcrumbProps) {
  const trail = article.trail
  if (!trail?.length) return null
  // a page under a locked post, not unlocked: nothing of it is shown, its title neither
  const hidden = article.post.locked && !article.blockMap && !article.bodyUnavailable
  const current = hidden ? `🔒 ${ctx.strings.COMMON.ARTICLE_LOCKED}` : article.post.title
  const sep = (
    <span aria-hidden="true" className="lp-crumb-sep shrink-0 opacity-60">
      {separator}
    </span>
  )
  return (
    <nav aria-label={labels(ctx).breadcrumb} className={`lp-breadcrumb ${className}`} data-breadcrumb="">
      <ol className="m-0 flex min-w-0 list-none flex-wrap items-center gap-x-2 gap-y-1 p-0">
        {trail.map((crumb) => (
          <li key={crumb.href} className="flex min-w-0 max-w-full items-center gap-2">
            <Link href={ctx.href(crumb.href)} className={`block max-w-[16rem] truncate ${linkClassName}`}>
              {crumb.title || ctx.strings.POST.UNTITLED}
            </Link>
            {sep}
          </li>
        ))}
        <li className="min-w-0 max-w-full">
          <span aria-current="page" className={`block truncate ${currentClassName}`}>
            {current}
          </span>
        </li>
      </ol>
    </nav>
  )
}
