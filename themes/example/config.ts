// example's own settings. Each has a default here and can be overridden by an environment
// variable of the same name (`EXAMPLE_PAGE_BAR=false`), read by the project's one settings
// reader (lib/config/settings): a bad value stops the start with the key, the value and the fix.
// Relative imports only: next.config.ts checks these settings at start, before any alias exists.
import { memo, readSettings, type Check, type Env } from '../../lib/config/settings'

export const EXAMPLE_DEFAULTS = {
  /** the Notion-style page bar above an article: breadcrumbs and the workspace search */
  EXAMPLE_PAGE_BAR: true,
  /** a cover thumbnail beside each post in the lists */
  EXAMPLE_POST_LIST_COVER: true,
  /** the summary under each post's title in the lists */
  EXAMPLE_POST_LIST_SUMMARY: true,
  /** sidebar: the about card (author, bio, counts) */
  EXAMPLE_WIDGET_ABOUT: true,
  /** sidebar: the announcement (the workspace's Notice rows) */
  EXAMPLE_WIDGET_ANNOUNCEMENT: true,
  /** sidebar: the categories with their post counts */
  EXAMPLE_WIDGET_CATEGORIES: true,
  /** sidebar: the tags (at most PREVIEW_TAG_COUNT) */
  EXAMPLE_WIDGET_TAGS: true,
  /** sidebar: the latest posts (by last edit) */
  EXAMPLE_WIDGET_LATEST_POSTS: true,
  /** the back-to-top button at the bottom right */
  EXAMPLE_WIDGET_TO_TOP: true,
  /** under a post: author, address and licence */
  EXAMPLE_ARTICLE_COPYRIGHT: true,
  /** under a post: related posts */
  EXAMPLE_ARTICLE_RECOMMEND: true,
  /** under a post: links to the previous and the next post */
  EXAMPLE_ARTICLE_ADJACENT: true,
  /** how many latest posts the 404 page offers (0 = none) */
  EXAMPLE_NOT_FOUND_POSTS: 5,
}

export type ExampleSettings = typeof EXAMPLE_DEFAULTS

export const EXAMPLE_CHECKS: Partial<Record<keyof ExampleSettings, Check>> = {
  EXAMPLE_NOT_FOUND_POSTS: (v) => (Number.isInteger(v) && Number(v) >= 0 && Number(v) <= 20 ? null : 'use a whole number from 0 to 20'),
}

export const readExampleSettings = (env: Env) => readSettings(EXAMPLE_DEFAULTS, EXAMPLE_CHECKS, env)

export const exampleConfig: ExampleSettings = memo(() => readExampleSettings(process.env))()
