// nobelium's settings. Each has a default here and can be overridden by an environment variable
// of the same name (`NOBELIUM_TAG_BAR=false`); the project's settings reader (lib/config/settings)
// parses and checks them, so a bad value stops the start with the key and how to fix it.
// Relative imports only: next.config.ts checks these settings at start, before any alias exists.
import { memo, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const NOBELIUM_DEFAULTS = {
  /** the workspace's notices, centred above the post list on the first page of the home list */
  NOBELIUM_ANNOUNCEMENT: true,
  /** the horizontal row of tags above the home and tag lists */
  NOBELIUM_TAG_BAR: true,
  /** how many tags the row shows, most used first (0 = every tag) */
  NOBELIUM_TAG_BAR_COUNT: 0,
  /** the summary under each title of the post list */
  NOBELIUM_POST_LIST_SUMMARY: true,
  /** show the first lines of the article text instead of the summary in the post list */
  NOBELIUM_POST_LIST_PREVIEW: false,
  /** the search button in the top bar (opens the search overlay) */
  NOBELIUM_NAV_SEARCH: true,
  /** the random-post button in the top bar */
  NOBELIUM_NAV_RANDOM: true,
  /** the author's picture in an article's byline ('' = the name only) */
  NOBELIUM_AVATAR: '/files/avatar.webp',
  /** the copyright lines under a post */
  NOBELIUM_ARTICLE_COPYRIGHT: true,
  /** previous / next post links under a post */
  NOBELIUM_ARTICLE_ADJACENT: true,
  /** the related posts under a post */
  NOBELIUM_ARTICLE_RECOMMEND: true,
  /** the table of contents: beside the column on wide screens, in a drawer on small ones */
  NOBELIUM_WIDGET_TOC: true,
  /** the jump-to-top button */
  NOBELIUM_WIDGET_TO_TOP: true,
}

export type NobeliumSettings = typeof NOBELIUM_DEFAULTS

export const NOBELIUM_CHECKS: Partial<Record<keyof NobeliumSettings, Check>> = {
  NOBELIUM_TAG_BAR_COUNT: (v) => (Number.isInteger(v) && (v as number) >= 0 ? null : 'use a whole number of tags, 0 for all'),
  NOBELIUM_AVATAR: (v) => (v === '' ? null : pathOrUrl(v)),
}

export const readNobeliumSettings = (env: Env) => readSettings(NOBELIUM_DEFAULTS, NOBELIUM_CHECKS, env)

export const nobeliumConfig: NobeliumSettings = memo(() => readNobeliumSettings(process.env))()
