// next's settings: each has a default here and can be overridden by the environment variable
// of the same name (`NEXT_TOC_NUMBER=false`). The project's one settings reader
// (lib/config/settings) parses and checks them; a wrong value stops the start with the key,
// the value and the fix. Relative imports only: next.config.ts loads this before any alias.
import { memo, oneOf, pathOrUrl, readSettings, type Check, type Env } from '../../lib/config/settings'

export const NEXT_DEFAULTS = {
  /** the avatar of the site overview ('' = a round monogram of the author's first letter) */
  NEXT_AVATAR: '/files/avatar.webp',
  /** turn the avatar a full circle when the pointer rests on it */
  NEXT_AVATAR_ROTATE: true,
  /** posts / categories / tags counts under the author in the site overview */
  NEXT_SITE_STATE: true,
  /** an RSS link in the site overview */
  NEXT_RSS_LINK: true,
  /** home entries show the post's summary */
  NEXT_POST_LIST_SUMMARY: true,
  /** home entries show the first lines of the article instead of the summary */
  NEXT_POST_LIST_PREVIEW: false,
  /** home entries show the post's cover under the meta line */
  NEXT_POST_LIST_COVER: false,
  /** the announcement card (the workspace's notices) above the first page of the home list */
  NEXT_ANNOUNCEMENT: true,
  /** the table of contents in the left column (and the phone drawer) on articles */
  NEXT_TOC: true,
  /** number the TOC entries like a book (1, 1.1, 1.2, 2 …) */
  NEXT_TOC_NUMBER: true,
  /** the fewest headings an article needs before it gets a TOC */
  NEXT_TOC_MIN: 2,
  /** the copyright block under a post */
  NEXT_ARTICLE_COPYRIGHT: true,
  /** related posts under a post */
  NEXT_ARTICLE_RELATED: true,
  /** previous / next links under a post */
  NEXT_ARTICLE_ADJACENT: true,
  /** the floating dark-mode button (bottom right) */
  NEXT_DARK_MODE_BUTTON: true,
  /** the floating to-top button with the percent read (bottom right) */
  NEXT_BACK_TO_TOP: true,
  /** where the phone menu slides in from */
  NEXT_DRAWER_SIDE: 'left',
}

export type NextSettings = typeof NEXT_DEFAULTS

export const NEXT_CHECKS: Partial<Record<keyof NextSettings, Check>> = {
  NEXT_AVATAR: (v) => (v === '' ? null : pathOrUrl(v)),
  NEXT_TOC_MIN: (v) => (Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 20 ? null : 'use a whole number from 1 to 20'),
  NEXT_DRAWER_SIDE: oneOf(['left', 'right']),
}

export const readNextSettings = (env: Env) => readSettings(NEXT_DEFAULTS, NEXT_CHECKS, env)

export const nextConfig: NextSettings = memo(() => readNextSettings(process.env))()
