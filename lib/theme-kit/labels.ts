// Every interface label a theme shows, taken from the site's strings (lib/i18n, in the
// visitor's language). Themes read labels through here, so the mapping lives in one place;
// a theme's own copy (hero titles and the like) lives in its config.
import type { ThemeContext } from '@/lib/theme-kit/types'

export function labels(ctx: Pick<ThemeContext, 'strings'>) {
  const { MENU, NAV, COMMON, PAGINATION, SEARCH, POST } = ctx.strings
  return {
    home: MENU.HOME,
    search: MENU.SEARCH,
    archive: MENU.ARCHIVE,
    about: MENU.ABOUT,
    navigation: MENU.NAVIGATION,
    category: MENU.CATEGORY,
    tags: MENU.TAG,
    menu: MENU.OPEN_MENU,
    close: MENU.CLOSE_MENU,
    features: COMMON.THEME,
    displayMode: `${COMMON.DARK_MODE} / ${COMMON.LIGHT_MODE}`,
    randomPost: COMMON.RANDOM_POST,
    walkAround: MENU.WALK_AROUND,
    darkMode: MENU.DARK_MODE,
    toTop: NAV.TOP,
    loading: COMMON.LOADING,
    more: PAGINATION.LOAD_MORE,
    noMore: PAGINATION.NO_MORE,
    backToFirst: PAGINATION.FIRST,
    moreCategories: COMMON.CATEGORIES,
    moreRecommendations: COMMON.MORE_RECOMMENDATIONS,
    latestPosts: COMMON.LATEST_POSTS,
    recentComments: COMMON.RECENT_COMMENTS,
    toc: COMMON.TABLE_OF_CONTENTS,
    analytics: COMMON.ANALYTICS,
    postCount: COMMON.POST_COUNT,
    runningDays: COMMON.DAYS_SINCE,
    views: COMMON.PAGE_VIEWS,
    visitors: COMMON.VISITORS,
    comments: COMMON.COMMENTS,
    pagination: PAGINATION.LABEL,
    prev: PAGINATION.PREV,
    next: PAGINATION.NEXT,
    jumpTo: PAGINATION.JUMP_TO,
    wordCount: COMMON.WORD_COUNT,
    readTime: COMMON.READING_TIME,
    minutes: COMMON.MINUTES,
    postTime: COMMON.PUBLISHED_ON,
    lastEdited: COMMON.LAST_EDITED,
    copyright: COMMON.COPYRIGHT,
    author: COMMON.AUTHOR,
    /** between a label and its value: '：' in CJK, ': ' in English, ' : ' in French */
    labelSeparator: COMMON.LABEL_SEPARATOR,
    url: COMMON.URL,
    copyrightNotice: COMMON.COPYRIGHT_NOTICE,
    /** a plain 'Close' for a dialog that is not a menu (a video modal) */
    dismiss: COMMON.CLOSE,
    /** names a video modal */
    video: COMMON.VIDEO,
    subscribe: COMMON.SUBSCRIBE,
    emailPlaceholder: COMMON.EMAIL_PLACEHOLDER,
    /** a newsletter form's message for an address that is not an e-mail address */
    emailInvalid: COMMON.EMAIL_INVALID,
    relatedPosts: COMMON.RELATED_POSTS,
    prevPost: POST.PREV_POST,
    nextPost: POST.NEXT_POST,
    searchPlaceholder: SEARCH.PLACEHOLDER,
    searchButton: SEARCH.BUTTON,
    /** '{n} results' */
    searchResultsCount: SEARCH.RESULTS_COUNT,
    /** 'Results for “{keyword}”' */
    searchResultsFor: SEARCH.RESULTS_FOR,
    /** 'No more posts about “{keyword}”' */
    searchNoMore: PAGINATION.NO_MORE_KEYWORD,
    noResultsFor: SEARCH.NO_RESULTS_FOR,
    notFound: NAV.PAGE_NOT_FOUND,
    /** the 404's hint: try the site search */
    notFoundHint: NAV.TRY_SEARCHING,
    backHome: NAV.BACK_HOME,
    breadcrumb: NAV.BREADCRUMB,
    readMore: COMMON.READ_MORE,
    learnMore: COMMON.LEARN_MORE,
    announcement: COMMON.ANNOUNCEMENT,
    uncategorized: COMMON.UNCATEGORIZED,
    skipToContent: NAV.SKIP_TO_CONTENT,
    menuTitle: MENU.MENU,
    share: COMMON.SHARE,
    startReading: COMMON.START_READING,
    recommended: COMMON.RECOMMENDED_POSTS,
    viewAll: COMMON.VIEW_ALL,
    /** the 404's second line: the page does not exist or has moved */
    notFoundDetail: NAV.PAGE_NOT_FOUND_DESC,
    /** '{n} posts' */
    postCountN: COMMON.POST_COUNT_N,
    /** '{n} categories' (format it with n) */
    categoryCountN: COMMON.CATEGORY_COUNT_N,
    /** '{n} tags' (format it with n) */
    tagCountN: COMMON.TAG_COUNT_N,
    /** 'Page {page} of {total}' */
    pageOf: PAGINATION.PAGE_OF,
    /** 'Page {n}' */
    pageN: PAGINATION.PAGE,
    lockedArticle: COMMON.ARTICLE_LOCKED,
    openSidebar: NAV.OPEN_SIDEBAR,
    closeSidebar: NAV.CLOSE_SIDEBAR,
    rss: MENU.RSS,
    mail: MENU.MAIL,
  }
}

export type Labels = ReturnType<typeof labels>
