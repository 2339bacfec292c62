// The interface words hexo shows: the kit's labels plus the few of the site's strings the kit
// does not map (the hero's cue, the announcement card, the skip link), all in the visitor's
// language.
import { format } from '@/lib/i18n'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'

export function words(ctx: Pick<ThemeContext, 'strings'>) {
  const { COMMON, NAV } = ctx.strings
  return {
    ...labels(ctx),
    startReading: COMMON.START_READING,
    announcement: COMMON.ANNOUNCEMENT,
    skipToContent: NAV.SKIP_TO_CONTENT,
    notFoundText: NAV.PAGE_NOT_FOUND_DESC,
    share: COMMON.SHARE,
    articles: COMMON.ARTICLES,
    /** '12 posts' */
    postsN: (n: number) => format(COMMON.POST_COUNT_N, { n }),
  }
}

export type Words = ReturnType<typeof words>
