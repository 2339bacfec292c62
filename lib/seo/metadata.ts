// Next `Metadata` for every page, built by pure functions that routes call from
// generateMetadata: title, description, keywords, canonical URL, hreflang alternates, Open
// Graph and Twitter cards; for posts also the article fields (published time, author, section,
// tags, publisher) and the generated OG image.
import type { Metadata } from 'next'
import { LOCALE_NAMES } from '@/lib/config/names'
import type { Post } from '@/lib/site/types'
import { absoluteUrl, canonicalUrl, postImageUrl, type SeoSite } from './site'

export interface PageHead {
  /** the visitor path without sub path, e.g. '/' or '/tag/蔬菜' */
  path: string
  /** the page's own title; the site title is appended ('' or absent = the site title alone) */
  title?: string
  description?: string
  /** a site path or absolute URL; default: the site's default image */
  image?: string
  /** keep the page out of search indexes (search results, page 2+ of lists…) */
  noindex?: boolean
  /**
   * A site in several languages (lib/site/translated.ts): this page in each language with a
   * database, by locale, its own included (paths with their language prefix), and the page
   * for `x-default`. Absent: one language, whose interface languages are the alternates.
   */
  languages?: { byLocale: Array<{ locale: string; path: string }>; xDefault: string; interfaceLocales: readonly string[] }
}

/** The title shown in tabs and shares: page title + separator + site title. */
export function fullTitle(title: string | undefined, siteTitle: string): string {
  return title ? `${title} | ${siteTitle}` : siteTitle
}

/** Every locale as `?lang=` on the canonical URL, plus x-default (no parameter). */
export function languageAlternates(canonical: string, locales: readonly string[] = LOCALE_NAMES): Record<string, string> {
  const out: Record<string, string> = {}
  for (const lang of locales) {
    const u = new URL(canonical)
    u.searchParams.set('lang', lang)
    out[lang] = u.href
  }
  out['x-default'] = canonical
  return out
}

/**
 * The hreflang links of a page of a site in several languages: each language's database has
 * its own page (a translation), and the interface languages without a database of their own
 * (`interfaceLocales`, only on the default language's pages) are `?lang=` variants of this one.
 */
function editionAlternates(site: SeoSite, canonical: string, languages: NonNullable<PageHead['languages']>): Record<string, string> {
  const out = languageAlternates(canonical, languages.interfaceLocales)
  for (const { locale, path } of languages.byLocale) out[locale] = canonicalUrl(site, path)
  out['x-default'] = canonicalUrl(site, languages.xDefault)
  return out
}

const ogLocale = (lang: string) => lang.replace('-', '_')

export function pageMetadata(site: SeoSite, page: PageHead): Metadata {
  const title = fullTitle(page.title, site.title)
  const description = page.description || site.description
  const url = canonicalUrl(site, page.path)
  const image = page.image ? absoluteUrl(site.origin, page.image) : site.defaultImage
  return {
    metadataBase: new URL(site.origin + '/'),
    title: { absolute: title },
    description,
    keywords: site.keywords || undefined,
    authors: [{ name: site.author }],
    alternates: { canonical: url, languages: page.languages ? editionAlternates(site, url, page.languages) : languageAlternates(url) },
    robots: page.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: 'website',
      siteName: site.title,
      title,
      description,
      url,
      locale: ogLocale(site.lang),
      images: [{ url: image }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  }
}

/**
 * A post or page. Only what the database row says (title, summary, tags, cover through the OG
 * image) goes into the head, so a locked article's body never reaches it.
 */
export function articleMetadata(site: SeoSite, post: Post, languages?: PageHead['languages']): Metadata {
  const base = pageMetadata(site, { path: post.href, title: post.title, description: post.summary, languages })
  if (post.type !== 'Post') return base
  const image = postImageUrl(site, post)
  const title = fullTitle(post.title, site.title)
  const description = post.summary || site.description
  const url = canonicalUrl(site, post.href)
  return {
    ...base,
    keywords: post.tags.length ? post.tags.join(', ') : base.keywords,
    openGraph: {
      type: 'article',
      siteName: site.title,
      title,
      description,
      url,
      locale: ogLocale(site.lang),
      images: [{ url: image, width: 1200, height: 630, alt: post.title }],
      publishedTime: new Date(post.publishDate).toISOString(),
      modifiedTime: new Date(post.lastEditedDate).toISOString(),
      authors: [site.author],
      section: post.category ?? undefined,
      tags: post.tags,
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    other: site.facebookPage ? { 'article:publisher': site.facebookPage } : undefined,
  }
}
