// Where features owned by other modules plug into a theme:
//   SearchSlot   → the search overlay, opened by openSearch() from the top bar
//   ShareSlot    → the share bar under an article (it checks POST_SHARE_BAR_ENABLE itself)
//   CommentsSlot → the comment systems under the "comments" heading (#comment), shown only
//                  when commentsOpen(ctx)
import { editionPath } from '@/lib/site/edition-path'
import { Comments } from '@/lib/comments/Comments'
import { commentSettings, configuredProviders } from '@/lib/comments/config'
import SearchModal from '@/lib/search-ui/SearchModal'
import { searchModalProps } from '@/lib/search/server/ui-props'
import { canonicalUrl, seoSite } from '@/lib/seo/site'
import { ShareBar } from '@/lib/share/ShareBar'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'

export function SearchSlot({ ctx }: { ctx: ThemeContext }) {
  return <SearchModal {...searchModalProps(ctx)} />
}

export function ShareSlot({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  const site = seoSite(ctx.config, ctx.site.info, ctx.lang)
  return (
    <ShareBar
      post={post}
      url={canonicalUrl(site, post.href)}
      siteTitle={ctx.site.info.title}
      strings={ctx.strings}
      image={post.pageCover ? canonicalUrl(site, post.pageCover) : undefined}
    />
  )
}

/** Whether the site has a comment system. Without one a post ends without a comments section,
 * and no "to comments" button or link points at a section that is not there. */
export function commentsOpen(ctx: ThemeContext): boolean {
  return configuredProviders(commentSettings(), ctx.site.info.title).length > 0
}

/** The configured comment systems; themes render it only when commentsOpen(ctx). */
export function CommentsSlot({ ctx, post }: { ctx: ThemeContext; post: Post }) {
  // a thread per page as readers address it: a translation under /en has its own
  return <Comments post={{ ...post, href: editionPath({ prefix: ctx.site.edition }, post.href) }} lang={ctx.lang} strings={ctx.strings} siteTitle={ctx.site.info.title} />
}
