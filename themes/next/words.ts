// The interface words next shows: the kit's labels plus the few of the site's strings the kit
// does not name (read more, announcement, counts), all in the visitor's language.
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

export function words(ctx: Pick<ThemeContext, 'strings'>) {
  const { COMMON, MENU, NAV } = ctx.strings
  return {
    ...labels(ctx),
    readMore: COMMON.READ_MORE,
    announcement: COMMON.ANNOUNCEMENT,
    locked: COMMON.ARTICLE_LOCKED,
    oneCategory: COMMON.CATEGORY,
    oneTag: COMMON.TAGS,
    rss: MENU.RSS,
    latest: COMMON.LATEST_POSTS,
    pageNotFound: NAV.PAGE_NOT_FOUND,
    /** '12 posts' */
    postsN: (n: number) => format(COMMON.POST_COUNT_N, { n }),
    /** '4 Categories · 37 posts': the locales have no '{n} categories' string, so the count
     * goes before the menu's own word for the index (read the same way in every locale) */
    categoriesN: (n: number, posts: number) => `${format(COMMON.CATEGORY_COUNT_N, { n })} · ${format(COMMON.POST_COUNT_N, { n: posts })}`,
    /** '11 Tags' */
    tagsN: (n: number) => format(COMMON.TAG_COUNT_N, { n }),
    /** 'Powered by Leafpress v1.2' */
    poweredBy: (name: string) => format(COMMON.POWERED_BY, { name }),
  }
}

export type Words = ReturnType<typeof words>
