// Links every theme builds the same way. All take the ThemeContext, so a visitor's theme choice
// (?theme=) and the sub path are kept.
import { archiveMonthPage, pageHref } from '@/lib/site/pagination'
import type { Post } from '@/lib/site/types'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { editionPath } from '@/lib/site/edition-path'

type Ctx = Pick<ThemeContext, 'href' | 'asset'>

/** '?theme=next' when the visitor chose a theme other than the site's, else ''. For islands
 * that build links in the browser (card lists, jump-to-page). */
export function themeQuery(ctx: Pick<ThemeContext, 'href'>): string {
  return new URL(ctx.href('/'), 'http://x').search
}

/** The random-post endpoint for this page's variant (sub path, language and a chosen theme kept). */
export function randomEndpoint(ctx: Ctx & Pick<ThemeContext, 'config' | 'site'>): string {
  return `${ctx.config.SUB_PATH}${editionPath({ prefix: ctx.site.edition }, '')}/api/random${themeQuery(ctx)}`
}

export const categoryHref = (ctx: Pick<ThemeContext, 'href'>, name: string) => ctx.href(`/category/${encodeURIComponent(name)}`)
export const tagHref = (ctx: Pick<ThemeContext, 'href'>, name: string) => ctx.href(`/tag/${encodeURIComponent(name)}`)
/** The archive at a post's month (`/archive#2024-05`, or the archive page that holds the month: `/archive/page/3#2019-02`). */
export function archiveMonthHref(ctx: Pick<ThemeContext, 'href' | 'site'>, day: string): string {
  const month = day.slice(0, 7)
  return ctx.href(`${pageHref('/archive', archiveMonthPage(ctx.site.archive, month))}#${month}`)
}

/** The Page with slug 'about', when the workspace has one. */
export function aboutPage(ctx: Pick<ThemeContext, 'site'>): Post | null {
  return ctx.site.pageBySlug.get('about') ?? null
}

export interface NoticeLink {
  id: string
  title: string
  /** ready for a plain <a>: a site path keeps the visitor's theme and gets the sub path */
  href: string
  /** a page of this site, for the router's <Link> (which adds the sub path itself); null for another site */
  route: string | null
  /** another site (or a mailto: link): open it in a new tab */
  external: boolean
}

/** The workspace's Notice rows as links: one rule for which are the site's own pages. */
export function noticeLinks(ctx: Pick<ThemeContext, 'site' | 'href' | 'asset'>): NoticeLink[] {
  return ctx.site.notices.map((n) => {
    const route = n.url.startsWith('/') ? ctx.href(n.url) : null
    return { id: n.id, title: n.title, href: route ? ctx.asset(route) : n.url, route, external: !route }
  })
}
