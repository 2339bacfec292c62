// Facts themes show and must never compute themselves: footer lines, article meta, the
// copyright block, site counters.
import pkg from '@/package.json'
import { analyticsSettings } from '@/lib/analytics/config'
import { getBlock } from '@/lib/render'
import type { Article, Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { archiveMonthHref } from './links'

export const DAY_MS = 86_400_000

/** '© 2023–2026'; a single year when the site started this year. */
export function copyrightYears(since: number, year: number): string {
  return since >= year ? `© ${year}` : `© ${since}–${year}`
}

/** Whole days from the site's creation day (UTC) to now, rounded up: a site created today has
 * run for 1 day as soon as the day has begun. */
export function daysSince(created: string, now: number): number {
  return Math.max(0, Math.ceil((now - Date.parse(`${created}T00:00:00Z`)) / DAY_MS))
}

/** Page views and visitors are shown where the busuanzi counter is on; the counter itself is
 * loaded once for the site by lib/analytics and fills `data-busuanzi` spans. */
export const showPageViews = () => analyticsSettings().ANALYTICS_BUSUANZI_ENABLE

export interface FooterFacts {
  /** '© 2023–2026' */
  copyright: string
  author: string
  authorHref: string
  version: string
  /** the registration number (BEI_AN) and where it links, or null */
  beian: { text: string; href: string } | null
  /** show site-wide counters (`<span data-busuanzi="site_pv">`, `site_uv`) */
  counters: boolean
}

export function footerFacts(ctx: Pick<ThemeContext, 'config'>, now = Date.now()): FooterFacts {
  const c = ctx.config
  return {
    copyright: copyrightYears(c.SINCE, new Date(now).getUTCFullYear()),
    author: c.AUTHOR,
    authorHref: c.LINK,
    version: `Leafpress v${pkg.version}`,
    beian: c.BEI_AN ? { text: c.BEI_AN, href: 'https://beian.miit.gov.cn/' } : null,
    counters: showPageViews(),
  }
}

export interface SiteStats {
  posts: number
  categories: number
  tags: number
  /** days since CREATED_TIME */
  days: number
}

export function siteStats(ctx: Pick<ThemeContext, 'site' | 'config'>, now = Date.now()): SiteStats {
  return {
    posts: ctx.site.posts.length,
    categories: ctx.site.categories.length,
    tags: ctx.site.tags.length,
    days: daysSince(ctx.config.CREATED, now),
  }
}

export interface ArticleFacts {
  /** word count and reading minutes; null while the body is not there (locked, unavailable) or
   * has no words (a row created without content: "0 words" says nothing) */
  reading: { words: number; minutes: number } | null
  /** posts only: the publish day and the archive month it links to */
  published: { day: string; href: string } | null
  lastEdited: string
  /** the last-edited day where it adds something to the publish day: a post edited on a later
   * day, or a page (which has no publish day); null for a post edited on the day it came out.
   * A theme showing it beside the publish day labels it (LAST_EDITED): two dates alone do not
   * say which is which. */
  edited: string | null
  /** show the page's view counter (`<span data-busuanzi="page_pv">`) */
  views: boolean
}

export function articleFacts(ctx: Pick<ThemeContext, 'href' | 'site'>, article: Article): ArticleFacts {
  const { post } = article
  return {
    reading: article.blockMap && article.wordCount > 0 ? { words: article.wordCount, minutes: article.readingMinutes } : null,
    published: post.type === 'Post' ? { day: post.publishDay, href: archiveMonthHref(ctx, post.publishDay) } : null,
    lastEdited: post.lastEditedDay,
    edited: post.type === 'Post' && post.lastEditedDay === post.publishDay ? null : post.lastEditedDay,
    views: showPageViews(),
  }
}

export interface CopyrightBlock {
  author: string
  authorHref: string
  /** the article's canonical address */
  url: string
  /** the same, readable (decoded) */
  urlText: string
}

export function copyrightBlock(ctx: Pick<ThemeContext, 'config'>, post: Post): CopyrightBlock {
  const url = `${ctx.config.LINK.replace(/\/$/, '')}${ctx.config.SUB_PATH}${post.href}`
  return { author: ctx.config.AUTHOR, authorHref: ctx.config.LINK, url, urlText: decodeURI(url) }
}

/**
 * What an article page shows as its main content: the lock prompt, the body (also when it is
 * the "cannot be loaded" notice), or — for a row created without content — its summary.
 */
export function articleMain(article: Article, body: unknown, lock: unknown): 'lock' | 'body' | 'summary' {
  if (lock) return 'lock'
  if (body && (article.bodyUnavailable || !!getBlock(article.blockMap, article.post.id)?.content?.length)) return 'body'
  return 'summary'
}
