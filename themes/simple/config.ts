// simple's settings and copy: a newspaper-like blog in black on white. Each setting has its
// default here and can be overridden by the environment variable of the same name
// (`SIMPLE_TOP_BAR=false`); the project's settings reader checks every value at start and
// stops with the key and the fix when one is wrong. The copy below the settings is plain data
// (its other languages' words in `simpleCopyTranslations`).
// Relative imports only: next.config.ts checks these settings before any alias exists.
import { memo, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'
import { copyFor, type CopyTranslations } from '../../lib/theme-kit/copy'
import type { ThemeContext } from '../../lib/theme-kit/types'

export const SIMPLE_DEFAULTS = {
  /** the thin black info bar above the masthead (its line of copy: simpleCopy.topBar) */
  SIMPLE_TOP_BAR: true,
  /** the round logo in the centred masthead: a site path or URL; '' = the site's own icon */
  SIMPLE_LOGO: '/files/avatar.webp',
  /** the author's name on every entry of the post list */
  SIMPLE_POST_LIST_AUTHOR: true,
  /** the summary under each entry of the post list */
  SIMPLE_POST_LIST_SUMMARY: true,
  /** the first lines of the article text instead of the summary in the post list */
  SIMPLE_POST_LIST_PREVIEW: false,
  /** the copyright block under a post */
  SIMPLE_ARTICLE_COPYRIGHT: true,
  /** previous / next post links under a post */
  SIMPLE_ARTICLE_ADJACENT: true,
  /** the list of related posts under a post */
  SIMPLE_ARTICLE_RECOMMEND: true,
  /** the sidebar's search box */
  SIMPLE_WIDGET_SEARCH: true,
  /** the sidebar's category list */
  SIMPLE_WIDGET_CATEGORIES: true,
  /** the sidebar's tag list */
  SIMPLE_WIDGET_TAGS: true,
  /** the sidebar's latest posts */
  SIMPLE_WIDGET_LATEST_POSTS: true,
  /** the sidebar's announcement (the workspace's Notice rows) */
  SIMPLE_WIDGET_ANNOUNCEMENT: true,
  /** the table of contents on articles (sidebar; a drawer on phones) */
  SIMPLE_WIDGET_TOC: true,
  /** the jump-to-top button */
  SIMPLE_WIDGET_TO_TOP: true,
}

export type SimpleSettings = typeof SIMPLE_DEFAULTS

export const SIMPLE_CHECKS: Partial<Record<keyof SimpleSettings, Check>> = {
  SIMPLE_LOGO: (v) => (v === '' ? null : pathOrUrl(v)),
}

export const readSimpleSettings = (env: Env) => readSettings(SIMPLE_DEFAULTS, SIMPLE_CHECKS, env)

export const simpleConfig: SimpleSettings = memo(() => readSimpleSettings(process.env))()

export const simpleCopy = {
  topBar: {
    /** the bar's line on the left ('' = the site's description) */
    text: '🥗 每週更新：用科學與好味道，陪你好好吃飯',
    /** the bar's link on the right goes to the author (AUTHOR → LINK); this comes before it */
    authorPrefix: '✍️',
  },
}

/**
 * The copy above is the site's default language's. A site in several languages (issue #31) gives
 * each other language its own words here, by locale; a language without them keeps the default's.
 * The sample's English database (content/sample-en) has this one.
 */
export const simpleCopyTranslations: CopyTranslations<typeof simpleCopy> = {
  'en-US': { topBar: { ...simpleCopy.topBar, text: '🥗 Every week: science and good taste, for every meal' } },
}

/** simple's copy in the page's language (lib/theme-kit/copy.ts). */
export const simpleCopyOf = (ctx: Pick<ThemeContext, 'lang' | 'site'>) => copyFor(ctx, simpleCopy, simpleCopyTranslations)
