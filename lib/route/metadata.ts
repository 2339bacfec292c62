// generateMetadata for every screen: the SEO builders (lib/seo) fed with the variant's language
// and the row the screen shows. Only database fields reach the head, never a body.
import 'server-only'
import type { Metadata } from 'next'
import { getConfig } from '@/lib/config'
import { LOCALE_NAMES } from '@/lib/config/names'
import type { PageLang } from './context'
import { defaultEdition, editionPath, editions, isMultilingual, localizedConfig, type Edition } from '@/lib/site/editions'
import { alternatesOf } from '@/lib/site/translated'
import type { Post } from '@/lib/site/types'
import type { SiteIndex } from '@/lib/site/site'
import { format, getStrings } from '@/lib/i18n'
import { articleMetadata, pageMetadata, type PageHead } from '@/lib/seo/metadata'
import { seoSite } from '@/lib/seo/site'
import { getSite, getSubPageHead } from '@/lib/site/data'
import { findByPath } from '@/lib/site/site'
import type { Screen } from './screen'
import { visitorPath } from './address'

export async function screenMetadata({ lang, edition }: PageLang, { route, subPage }: Screen): Promise<Metadata> {
  const site = await getSite(edition)
  const seo = seoSite(localizedConfig(getConfig(), edition), site.info, lang)
  const s = getStrings(lang)
  const path = visitorPath(route)
  const at = (p: string) => editionPath(edition, p)
  if (route.kind === 'article') {
    const post = findByPath(site, route.href)
    return post
      ? articleMetadata(seo, { ...post, href: at(post.href) }, await languagesOf(site, edition, post.href, post))
      : pageMetadata(seo, { path: at(path), title: '404', noindex: true })
  }
  if (route.kind === 'subpage' && subPage) {
    const head = await getSubPageHead(subPage)
    return articleMetadata(seo, { ...head, href: at(head.href) })
  }
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
  return pageMetadata(seo, { ...head, path: at(head.path), languages: head.noindex ? undefined : await languagesOf(site, edition, head.path, null) })
}

/**
 * The hreflang alternates of a site in several languages (undefined with one): the page's
 * translations, x-default the default language's page (this one when it has none), and on the
 * default language's pages its interface languages without a database of their own.
 */
async function languagesOf(site: SiteIndex, edition: Edition, path: string, post: Post | null): Promise<PageHead['languages']> {
  if (!isMultilingual()) return undefined
  const found = (await alternatesOf(site, edition, path, post)).filter((a) => a.same)
  const own = found.find((a) => a.locale === edition.locale)!
  const first = defaultEdition()
  const xDefault = found.find((a) => a.locale === first.locale) ?? own
  const withDatabase = new Set(editions().map((e) => e.locale))
  return {
    byLocale: found.map(({ locale, path }) => ({ locale, path })),
    xDefault: xDefault.path,
    interfaceLocales: edition === first ? LOCALE_NAMES.filter((l) => !withDatabase.has(l)) : [],
  }
}
