// fukasawa's own settings. Each has a default here and can be overridden by an environment
// variable of the same name (`FUKASAWA_WIDGET_TAGS=false`), read with the project's settings
// reader (lib/config/settings): a wrong value stops the start with the key, the value and the fix.
// Relative imports only: next.config.ts checks these settings at start, before any alias exists.
import { memo, optionalHttpUrl, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const FUKASAWA_DEFAULTS = {
  /** the desktop sidebar can be folded away by the button above the wall (remembered per browser) */
  FUKASAWA_SIDEBAR_COLLAPSIBLE: true,
  /** cards show the post's cover */
  FUKASAWA_POST_LIST_COVER: true,
  /** the cover for posts without one ('' = such cards show their text only) */
  FUKASAWA_POST_COVER_DEFAULT_IMAGE: '',
  /** cards show the summary */
  FUKASAWA_POST_LIST_SUMMARY: true,
  /** cards show the first lines of the article text instead of the summary */
  FUKASAWA_POST_LIST_PREVIEW: false,
  /** cards show the post's tags */
  FUKASAWA_POST_LIST_TAGS: true,
  /** the article's cover on top of its white column */
  FUKASAWA_ARTICLE_COVER: true,
  /** the copyright block (author, address, licence) under an article */
  FUKASAWA_ARTICLE_COPYRIGHT: true,
  /** previous and next post under an article */
  FUKASAWA_ARTICLE_ADJACENT: true,
  /** related posts under an article */
  FUKASAWA_ARTICLE_RECOMMEND: true,
  /** the table of contents in the sidebar (desktop) and its drawer (phones) */
  FUKASAWA_WIDGET_TOC: true,
  /** the announcement block (Notice rows) in the sidebar */
  FUKASAWA_WIDGET_NOTICES: true,
  /** the categories with their post counts in the sidebar */
  FUKASAWA_WIDGET_CATEGORIES: true,
  /** the tag chips in the sidebar (PREVIEW_TAG_COUNT of them) */
  FUKASAWA_WIDGET_TAGS: true,
  /** the round jump-to-top button bottom-right */
  FUKASAWA_WIDGET_TO_TOP: true,
  /** the feed link in the sidebar's social row (when ENABLE_RSS is on) */
  FUKASAWA_SOCIAL_RSS: true,
  /** an e-mail address for the social row ('' = none) */
  FUKASAWA_SOCIAL_EMAIL: 'hello@leafpress.example.com',
  /** a GitHub profile for the social row ('' = none) */
  FUKASAWA_SOCIAL_GITHUB: '',
  /** an Instagram profile for the social row ('' = none) */
  FUKASAWA_SOCIAL_INSTAGRAM: '',
  /** an X (Twitter) profile for the social row ('' = none) */
  FUKASAWA_SOCIAL_X: '',
  /** a YouTube channel for the social row ('' = none) */
  FUKASAWA_SOCIAL_YOUTUBE: '',
}

export type FukasawaSettings = typeof FUKASAWA_DEFAULTS

const email: Check = (v) => (v === '' || (typeof v === 'string' && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v)) ? null : "use an address like me@example.com, or '' for none")
const optionalPathOrUrl: Check = (v) => (v === '' ? null : pathOrUrl(v))

export const FUKASAWA_CHECKS: Partial<Record<keyof FukasawaSettings, Check>> = {
  FUKASAWA_POST_COVER_DEFAULT_IMAGE: optionalPathOrUrl,
  FUKASAWA_SOCIAL_EMAIL: email,
  FUKASAWA_SOCIAL_GITHUB: optionalHttpUrl,
  FUKASAWA_SOCIAL_INSTAGRAM: optionalHttpUrl,
  FUKASAWA_SOCIAL_X: optionalHttpUrl,
  FUKASAWA_SOCIAL_YOUTUBE: optionalHttpUrl,
}

export const readFukasawaSettings = (env: Env) => readSettings(FUKASAWA_DEFAULTS, FUKASAWA_CHECKS, env)

export const fukasawaConfig: FukasawaSettings = memo(() => readFukasawaSettings(process.env))()
