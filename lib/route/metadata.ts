// generateMetadata for every route: the SEO builders (lib/seo) fed with the route's variant
// and the row it shows. Only database fields reach the head, never a body.
import 'server-only'
import type { Metadata } from 'next'
import { getConfig } from '@/lib/config'
import { getStrings, type Strings } from '@/lib/i18n'
import { articleMetadata, pageMetadata, type PageHead } from '@/lib/seo/metadata'
import { seoSite } from '@/lib/seo/site'
import { getSite } from '@/lib/site/data'
import { findByPath } from '@/lib/site/site'
import { readVariant, type VariantParams } from './context'

/** `head` may depend on the visitor's interface strings (e.g. the title of /archive). */
export async function pageMeta(params: Promise<VariantParams>, head: PageHead | ((s: Strings) => PageHead)): Promise<Metadata> {
  const { lang } = readVariant(await params)
  const site = await getSite()
  return pageMetadata(seoSite(getConfig(), site.info, lang), typeof head === 'function' ? head(getStrings(lang)) : head)
}

export async function articleMeta(params: Promise<VariantParams>, href: string): Promise<Metadata> {
  const { lang } = readVariant(await params)
  const site = await getSite()
  const post = findByPath(site, href)
  const seo = seoSite(getConfig(), site.info, lang)
  if (!post) return pageMetadata(seo, { path: href, title: '404', noindex: true })
  return articleMetadata(seo, post)
}
