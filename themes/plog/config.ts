// plog's settings: a photo blog, always dark. Every key has its default here and can be
// overridden by an environment variable of the same name (`PLOG_CARD_NUMBERS=false`); the
// project's settings reader (lib/config/settings) stops the start on a wrong value, naming the
// key, the value and the fix. Relative imports only: next.config.ts reads this file before any
// bundler alias exists.
import { memo, optionalHttpUrl, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const PLOG_DEFAULTS = {
  /** a card whose post has no icon gets its index number in a small square before the title
   * (a post's own icon is always shown there) */
  PLOG_CARD_NUMBERS: true,
  /** the category chip in the top-left corner of each card */
  PLOG_CARD_CATEGORY: true,
  /** a click on a card opens the large picture in a dialog first (off: straight to the post) */
  PLOG_CARD_PREVIEW: true,
  /** the picture for posts without a cover ('' = a dark gradient with the post's initial) */
  PLOG_COVER_FALLBACK: '',
  /** the avatar in the info panel ('' = the site icon; a /files/ path that is missing is skipped) */
  PLOG_AVATAR: '/files/avatar.webp',
  /** the site's description under the name in the bottom bar (wide screens) */
  PLOG_BAR_DESCRIPTION: true,
  /** the article's cover as a full-width header picture */
  PLOG_ARTICLE_COVER: true,
  /** the copyright block under an article */
  PLOG_ARTICLE_COPYRIGHT: true,
  /** previous and next post under an article */
  PLOG_ARTICLE_ADJACENT: true,
  /** related posts, as small photo tiles, under an article */
  PLOG_ARTICLE_RECOMMEND: true,
  /** the table of contents beside the article (desktop) and its drawer (phones) */
  PLOG_ARTICLE_TOC: true,
  /** the site counters (posts, categories, tags, days) in the info panel */
  PLOG_INFO_STATS: true,
  /** the announcement (Notice rows) in the info panel */
  PLOG_INFO_NOTICES: true,
  /** the feed link among the info panel's socials (when ENABLE_RSS is on) */
  PLOG_SOCIAL_RSS: true,
  /** an e-mail address for the info panel ('' = none) */
  PLOG_SOCIAL_EMAIL: 'hello@leafpress.example.com',
  /** a GitHub profile for the info panel ('' = none) */
  PLOG_SOCIAL_GITHUB: '',
  /** an Instagram profile for the info panel ('' = none) */
  PLOG_SOCIAL_INSTAGRAM: '',
  /** an X (Twitter) profile for the info panel ('' = none) */
  PLOG_SOCIAL_X: '',
  /** the round jump-to-top button above the bottom bar */
  PLOG_TO_TOP: true,
}

export type PlogSettings = typeof PLOG_DEFAULTS

const orNone = (check: Check): Check => (v) => (v === '' ? null : check(v))
const mailbox: Check = (v) =>
  v === '' || (typeof v === 'string' && /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v)) ? null : "use an address such as me@example.com, or '' for none"

export const PLOG_CHECKS: Partial<Record<keyof PlogSettings, Check>> = {
  PLOG_COVER_FALLBACK: orNone(pathOrUrl),
  PLOG_AVATAR: orNone(pathOrUrl),
  PLOG_SOCIAL_EMAIL: mailbox,
  PLOG_SOCIAL_GITHUB: optionalHttpUrl,
  PLOG_SOCIAL_INSTAGRAM: optionalHttpUrl,
  PLOG_SOCIAL_X: optionalHttpUrl,
}

export const readPlogSettings = (env: Env) => readSettings(PLOG_DEFAULTS, PLOG_CHECKS, env)

export const plogConfig: PlogSettings = memo(() => readPlogSettings(process.env))()
