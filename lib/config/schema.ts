// What each setting may hold. The defaults live in blog.config.ts; this file only knows how to
// read a value from the environment and how to check it, so a wrong value can be named with
// its fix before the server serves anything.
import { LOCALE_NAMES, THEME_NAMES } from './names'

import { intIn, oneOf, type Check } from './settings'
import { isTimeZone } from '../site/zoned-time'

export type { Check }
const colour: Check = (v) =>
  typeof v === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v) ? null : 'use a hex colour like #eeeeee'
const url: Check = (v) => {
  if (typeof v !== 'string') return 'use an absolute URL like https://example.com'
  try {
    const u = new URL(v)
    return /^https?:$/.test(u.protocol) ? null : 'use an http(s) URL like https://example.com'
  } catch {
    return 'use an absolute URL like https://example.com'
  }
}
const subPath: Check = (v) =>
  v === '' || (typeof v === 'string' && /^\/[A-Za-z0-9._~\-/]*[^/]$/.test(v))
    ? null
    : "use '' for the root or a path like /blog (leading slash, no trailing slash)"
const day: Check = (v) =>
  typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
    ? null
    : 'use a date like 2023-09-21'
const slugPart: Check = (v) =>
  typeof v === 'string' && /^[a-z0-9-]+$/i.test(v) ? null : 'use letters, digits or - (e.g. article)'
const nonEmpty: Check = (v) => (typeof v === 'string' && v.trim() ? null : 'use a non-empty text')

/** Extra checks beyond the type of the default value. */
export const CHECKS: Record<string, Check> = {
  LANG: oneOf(LOCALE_NAMES),
  THEME: oneOf(THEME_NAMES),
  LINK: url,
  SUB_PATH: subPath,
  SINCE: intIn(1990, 2100),
  CREATED: day,
  APPEARANCE: oneOf(['light', 'dark', 'auto']),
  APPEARANCE_DARK_START: intIn(0, 23),
  APPEARANCE_DARK_END: intIn(0, 23),
  BACKGROUND_LIGHT: colour,
  BACKGROUND_DARK: colour,
  POSTS_PER_PAGE: intIn(1, 100),
  POST_RECOMMEND_COUNT: intIn(0, 24),
  POST_PREVIEW_LINES: intIn(1, 200),
  PREVIEW_CATEGORY_COUNT: intIn(0, 200),
  PREVIEW_TAG_COUNT: intIn(0, 200),
  POSTS_SORT_BY: oneOf(['date', 'notion']),
  POST_URL_PREFIX: slugPart,
  TIMEZONE: (v) => (typeof v === 'string' && isTimeZone(v) ? null : 'use an IANA time zone like Asia/Taipei or UTC'),
  REVALIDATE_SECONDS: intIn(1, 86400),
  AUTHOR: nonEmpty,
}

/** Keys whose own name is taken by the operating system (LANG is the shell's locale). */
const RENAMED: Record<string, string> = { LANG: 'BLOG_LANG' }

/** The env name of a key: its own name, `typePost` → `TYPE_POST` for nested keys. */
export function envName(parent: string | null, key: string): string {
  if (!parent && RENAMED[key]) return RENAMED[key]
  const snake = key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase()
  return parent ? `${parent.replace(/_NAME$/, '')}_${snake}` : snake
}
