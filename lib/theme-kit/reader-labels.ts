// Interface words some themes show beyond labels(ctx) (announcement title, "start reading"
// cue, recommended posts, skip link, counts), taken from the site's strings in the visitor's
// language like labels(). Kept apart so labels.ts stays as it is; a theme uses both.
import type { ThemeContext } from '@/themes/types'

export function readerLabels(ctx: Pick<ThemeContext, 'strings'>) {
  const { COMMON, NAV, PAGINATION } = ctx.strings
  return {
    announcement: COMMON.ANNOUNCEMENT,
    startReading: COMMON.START_READING,
    readMore: COMMON.READ_MORE,
    recommended: COMMON.RECOMMENDED_POSTS,
    share: COMMON.SHARE,
    viewAll: COMMON.VIEW_ALL,
    uncategorized: COMMON.UNCATEGORIZED,
    skipToContent: NAV.SKIP_TO_CONTENT,
    /** the 404's second line: the page does not exist or has moved */
    notFoundDetail: NAV.PAGE_NOT_FOUND_DESC,
    /** '{n} posts' */
    postCountN: COMMON.POST_COUNT_N,
    /** 'Page {page} of {total}' */
    pageOf: PAGINATION.PAGE_OF,
    /** 'Page {n}' */
    pageN: PAGINATION.PAGE,
    lockedArticle: COMMON.ARTICLE_LOCKED,
  }
}

export type ReaderLabels = ReturnType<typeof readerLabels>
