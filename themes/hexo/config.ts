// hexo's settings and copy. Every setting can be overridden by an environment variable of the
// same name (`HEXO_HOME_COVER=false`); the project's settings reader checks the values, and a
// wrong one stops the start naming the key and the fix. The copy below (greetings, the hero's
// cue) is plain data to edit here.
// Relative imports only: next.config.ts checks these settings before any path alias exists.
import { copyFor, type CopyTranslations } from '../../lib/theme-kit/copy'
import type { ThemeContext } from '../../lib/theme-kit/types'
import { memo, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const HEXO_DEFAULTS = {
  /** the full-screen cover with the typing greeting above the first page of the home list */
  HEXO_HOME_COVER: true,
  /** ms per letter of the hero's typing greeting */
  HEXO_TYPING_SPEED: 140,
  /** list cards show the post's cover (beside the text, alternating left and right) */
  HEXO_POST_LIST_COVER: true,
  /** list cards without a cover of their own use HEXO_POST_COVER_DEFAULT_IMAGE */
  HEXO_POST_LIST_COVER_DEFAULT: true,
  /** list cards show the summary */
  HEXO_POST_LIST_SUMMARY: true,
  /** list cards show the first lines of the article text instead of the summary */
  HEXO_POST_LIST_PREVIEW: false,
  /** the cover for cards and article headers of posts without one ('' = the site cover) */
  HEXO_POST_COVER_DEFAULT_IMAGE: '',
  /** the info card's avatar (a path of the site or an http(s) URL) */
  HEXO_AVATAR: '/files/avatar.webp',
  /** the info card's avatar when HEXO_AVATAR is a /files/ path that the workspace lacks */
  HEXO_AVATAR_FALLBACK: '/icon.svg',
  /** copyright block under posts */
  HEXO_ARTICLE_COPYRIGHT: true,
  /** previous / next post cards under posts */
  HEXO_ARTICLE_ADJACENT: true,
  /** recommended posts under posts */
  HEXO_ARTICLE_RECOMMEND: true,
  /** sidebar: the categories card */
  HEXO_WIDGET_CATEGORIES: true,
  /** sidebar: the tags card */
  HEXO_WIDGET_TAGS: true,
  /** sidebar: the latest posts card */
  HEXO_WIDGET_LATEST_POSTS: true,
  /** sidebar: the announcement card (the workspace's Notice rows) */
  HEXO_WIDGET_ANNOUNCEMENT: true,
  /** floating buttons: to comments on posts */
  HEXO_WIDGET_TO_COMMENT: true,
  /** floating buttons: the TOC drawer on articles with at least this many headings (0 = never) */
  HEXO_WIDGET_TOC_MIN: 2,
}

export type HexoSettings = typeof HEXO_DEFAULTS

export const HEXO_CHECKS: Partial<Record<keyof HexoSettings, Check>> = {
  HEXO_TYPING_SPEED: (v) => (typeof v === 'number' && v >= 20 && v <= 1000 ? null : 'use a number of milliseconds from 20 to 1000, e.g. 140'),
  HEXO_POST_COVER_DEFAULT_IMAGE: (v) => (v === '' ? null : pathOrUrl(v)),
  HEXO_AVATAR: pathOrUrl,
  HEXO_AVATAR_FALLBACK: pathOrUrl,
  HEXO_WIDGET_TOC_MIN: (v) => (Number.isInteger(v) && (v as number) >= 0 ? null : 'use a whole number of headings, 0 or more, e.g. 2'),
}

export const readHexoSettings = (env: Env) => readSettings(HEXO_DEFAULTS, HEXO_CHECKS, env)

export const hexoConfig: HexoSettings = memo(() => readHexoSettings(process.env))()

/** hexo's copy: the words the hero types and the hero's small print. */
export const hexoCopy = {
  /** typed one after another under the site title */
  greetings: ['好好吃飯，照顧每一天。', '營養師的健康飲食筆記。', '用科學與好味道，陪你好好吃飯。'],
  /** the line above the site title */
  kicker: 'LEAFPRESS',
}

/** hexo's copy in other languages, by locale (the sample's English database has this one). */
export const hexoCopyTranslations: CopyTranslations<typeof hexoCopy> = {
  'en-US': { greetings: ['Eat well, every day.', 'A dietitian’s healthy eating notes.', 'Science and good taste, for every meal.'] },
}

/** hexo's copy in the page's language (lib/theme-kit/copy.ts). */
export const hexoCopyOf = (ctx: Pick<ThemeContext, 'lang' | 'site'>) => copyFor(ctx, hexoCopy, hexoCopyTranslations)
