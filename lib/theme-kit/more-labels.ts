// Interface labels some themes need beyond labels(ctx) (./labels.ts): a "read more" link, an
// announcement heading, a skip link. Same source, the site's strings in the visitor's language.
import type { ThemeContext } from '@/themes/types'

export function moreLabels(ctx: Pick<ThemeContext, 'strings'>) {
  const { COMMON, NAV, MENU } = ctx.strings
  return {
    readMore: COMMON.READ_MORE,
    announcement: COMMON.ANNOUNCEMENT,
    uncategorized: COMMON.UNCATEGORIZED,
    skipToContent: NAV.SKIP_TO_CONTENT,
    menuTitle: MENU.MENU,
    share: COMMON.SHARE,
  }
}

export type MoreLabels = ReturnType<typeof moreLabels>
