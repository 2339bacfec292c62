// gitbook's settings. Each has a default here and can be overridden by an environment variable
// of the same name (`GITBOOK_TREE_LIMIT=30`); the project's settings reader (lib/config/settings)
// checks them, so a wrong value stops the start with the key, the value and how to fix it.
// Relative imports only: next.config.ts checks these settings at start, before any alias exists.
import { memo, readSettings, type Check, type Env } from '../../lib/config/settings'

export const GITBOOK_DEFAULTS = {
  /** the slug of the Page the home shows first, read in place under the welcome block ('' or a slug that is not a Page: the latest post) */
  GITBOOK_INDEX_PAGE: 'about',
  /** how many posts each category of the left tree lists before a "view all" link to the category */
  GITBOOK_TREE_LIMIT: 50,
  /** the workspace's notices at the foot of the right column */
  GITBOOK_ANNOUNCEMENT: true,
  /** the copyright lines under a post */
  GITBOOK_ARTICLE_COPYRIGHT: true,
  /** previous / next post links under a post */
  GITBOOK_ARTICLE_ADJACENT: true,
  /** the related posts under a post */
  GITBOOK_ARTICLE_RECOMMEND: true,
  /** the jump-to-top button */
  GITBOOK_WIDGET_TO_TOP: true,
}

export type GitbookSettings = typeof GITBOOK_DEFAULTS

export const GITBOOK_CHECKS: Partial<Record<keyof GitbookSettings, Check>> = {
  GITBOOK_INDEX_PAGE: (v) => (typeof v === 'string' && !/[\s/?#]/.test(v) ? null : "use a Page's slug without slashes or spaces, or '' for the latest post"),
  GITBOOK_TREE_LIMIT: (v) => (Number.isInteger(v) && (v as number) >= 1 ? null : 'use a whole number of posts, 1 or more'),
}

export const readGitbookSettings = (env: Env) => readSettings(GITBOOK_DEFAULTS, GITBOOK_CHECKS, env)

export const gitbookConfig: GitbookSettings = memo(() => readGitbookSettings(process.env))()
