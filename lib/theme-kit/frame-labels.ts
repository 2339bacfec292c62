// Interface words for a theme's frame beyond labels(ctx) (./labels.ts): the sidebar's open and
// close buttons, the announcement heading, the feed and mail links of a social row, and the
// "page n of m" line of a simple pager. From the site's strings in the visitor's language.
import type { ThemeContext } from '@/themes/types'

export function frameLabels(ctx: Pick<ThemeContext, 'strings'>) {
  const { NAV, COMMON, MENU, PAGINATION } = ctx.strings
  return {
    openSidebar: NAV.OPEN_SIDEBAR,
    closeSidebar: NAV.CLOSE_SIDEBAR,
    announcement: COMMON.ANNOUNCEMENT,
    rss: MENU.RSS,
    mail: MENU.MAIL,
    /** 'Page {page} of {total}' */
    pageOf: PAGINATION.PAGE_OF,
    uncategorized: COMMON.UNCATEGORIZED,
    share: COMMON.SHARE,
  }
}

export type FrameLabels = ReturnType<typeof frameLabels>
