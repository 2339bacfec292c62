// generateMetadata for every screen: the SEO builders (lib/seo) fed with the variant's language
// and the row the screen shows. Only database fields reach the head, never a body.
import 'server-only'
import type { Metadata } from 'next'
import { getConfig } from '@/lib/config'
import type { LocaleName } from '@/lib/config/names'
import { format, getStrings } from '@/lib/i18n'
import { articleMetadata, pageMetadata, type PageHead } from '@/lib/seo/metadata'
import { seoSite } from '@/lib/seo/site'
import { getSite, getSubPageHead } from '@/lib/site/data'
import { findByPath } from '@/lib/site/site'
import type { Screen } from './screen'
import { visitorPath } from './address'

export async function screenMetadata(lang: LocaleName, { route, subPage }: Screen): Promise<Metadata> {
  const site = await getSite()
  const seo = seoSite(getConfig(), site.info, lang)
  const s = getStrings(lang)
  const path = visitorPath(route)
  if (route.kind === 'article') {
    const post = findByPath(site, route.href)
    return post ? articleMetadata(seo, post) : pageMetadata(seo, { path, title: '404', noindex: true })
  }
  if (route.kind === 'subpage' && subPage) return articleMetadata(seo, await getSubPageHead(subPage))
  const head: PageHead = (() => {
    switch (route.kind) {
      case 'list':
        // later pages of a list are kept out of search engines' indexes
        return { path: decodeURI(path), title: route.filter?.value, noindex: route.page > 1 }
      case 'categories':
        return { path, title: s.MENU.CATEGORY }
      case 'tags':
        return { path, title: s.MENU.TAG }
      case 'archive':
        return { path, title: s.MENU.ARCHIVE, noindex: route.page > 1 }
      case 'search':
        // result pages are kept out of search engines' indexes
        return route.keyword
          ? { path: decodeURI(path), title: format(s.SEARCH.RESULTS_FOR, { keyword: route.keyword }), noindex: true }
          : { path, title: s.SEARCH.TITLE }
      case 'subpage':
      case 'page-id':
      case 'not-found':
        return { path, title: s.NAV.PAGE_NOT_FOUND, noindex: true }
    }
  })()
  return pageMetadata(seo, head)
}
