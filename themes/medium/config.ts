// medium's settings. Each key has its default here; an environment variable of the same name
// overrides it (`MEDIUM_PAGINATION=numbered`). The project's settings reader checks every value
// at start, so a wrong one stops the server with the key, the value and how to fix it.
// Relative imports only: next.config.ts reads this file before any path alias exists.
import { intIn, memo, oneOf, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const MEDIUM_DEFAULTS = {
  /** the author's picture in the About panel and on the article's author line ('' = the site icon) */
  MEDIUM_AVATAR: '/files/avatar.webp',
  /** list pagination: 'simple' (previous / next) or 'numbered' (page numbers) */
  MEDIUM_PAGINATION: 'simple',
  /** the small cover thumbnail on the right of each list item */
  MEDIUM_POST_LIST_COVER: true,
  /** the tags under each list item */
  MEDIUM_POST_LIST_TAGS: true,
  /** reading time on list items (reads each listed article once to count its words) */
  MEDIUM_POST_LIST_READING_TIME: true,
  /** show the first lines of the article text instead of the summary on list items */
  MEDIUM_POST_LIST_PREVIEW: false,
  /** the tab the article's right panel opens on: 'toc' or 'about' */
  MEDIUM_PANEL_TAB: 'toc',
  /** how many tags the About panel shows (the tag page lists all) */
  MEDIUM_PANEL_TAG_COUNT: 16,
  /** the latest posts in the About panel */
  MEDIUM_PANEL_LATEST: true,
  /** the article's cover image under the author line */
  MEDIUM_ARTICLE_COVER: true,
  /** the copyright note (author, address, licence) under an article */
  MEDIUM_ARTICLE_COPYRIGHT: true,
  /** related posts under an article */
  MEDIUM_ARTICLE_RECOMMEND: true,
  /** previous / next post under an article */
  MEDIUM_ARTICLE_ADJACENT: true,
  /** the jump-to-top button once the reader has scrolled down */
  MEDIUM_WIDGET_TO_TOP: true,
}

export type MediumSettings = typeof MEDIUM_DEFAULTS

const MEDIUM_CHECKS: Partial<Record<keyof MediumSettings, Check>> = {
  MEDIUM_AVATAR: (v) => (v === '' ? null : pathOrUrl(v)),
  MEDIUM_PAGINATION: oneOf(['simple', 'numbered']),
  MEDIUM_PANEL_TAB: oneOf(['toc', 'about']),
  MEDIUM_PANEL_TAG_COUNT: intIn(0, 200),
}

export function readMediumSettings(env: Env): MediumSettings {
  return readSettings(MEDIUM_DEFAULTS, MEDIUM_CHECKS, env)
}

const settingsOnce = memo(() => readMediumSettings(process.env))

/** The running server's medium settings (read once). */
export const mediumConfig: MediumSettings = settingsOnce()
