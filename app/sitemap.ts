import type { MetadataRoute } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { getConfig } from '@/lib/config'
import { editionPath } from '@/lib/site/editions'
import { absoluteUrl, encodePath } from '@/lib/site/links'
import { crawl, knownSubPages } from '@/lib/site/sub-pages'
import { languageSites, type LanguageSite } from '@/lib/site/current'
import { translationsOf } from '@/lib/site/translated'

// the time window where nothing watches the data (scripts/theme-routes.ts WINDOW_SECONDS)
export const revalidate = 30

type Entry = MetadataRoute.Sitemap[number]

/**
 * Every published post and page, the pages under them, and the list screens, of every language
 * (lib/site/editions.ts): another language's under its prefix, and a post's translations as its
 * alternates. Titles only: never a body. A language whose database cannot be loaded is left out
 * until it can.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const live = await languageSites()
  const out: MetadataRoute.Sitemap = []
  for (const language of live) out.push(...(await languageEntries(live, language)))
  return out
}

async function languageEntries(live: LanguageSite[], { edition, site }: LanguageSite): Promise<Entry[]> {
  const cfg = getConfig()
  const url = (path: string) => absoluteUrl(cfg, encodePath(editionPath(edition, path)))
  const several = live.length > 1
  const latest = site.posts[0]?.lastEditedDate ?? Date.now()
  // the screens every language has are each other's alternates
  const fixed = ['/', '/archive', '/category', '/tag', '/search'].map((p) => ({
    url: url(p),
    lastModified: new Date(latest),
    changeFrequency: 'daily' as const,
    priority: p === '/' ? 1 : 0.5,
    ...(several ? { alternates: { languages: Object.fromEntries(live.map((l) => [l.edition.locale, absoluteUrl(cfg, encodePath(editionPath(l.edition, p)))])) } } : {}),
  }))
  const pages = site.allPages
    .filter((p) => p.status === cfg.NOTION_VALUE_NAME.statusPublished)
    .map((p) => {
      const translations = several ? translationsOf(live, edition, p) : new Map<string, string>()
      const languages = translations.size ? Object.fromEntries([[edition.locale, url(p.href)], ...[...translations].map(([l, path]) => [l, absoluteUrl(cfg, encodePath(path))])]) : null
      return {
        url: url(p.href),
        lastModified: new Date(p.lastEditedDate),
        changeFrequency: 'weekly' as const,
        priority: p.type === 'Post' ? 0.8 : 0.6,
        ...(languages ? { alternates: { languages } } : {}),
      }
    })
  // pages under posts, as far as the walk of this data version got in 10 s (the next
  // regeneration lists the rest); a locked post's pages are not listed. Not while building: a
  // build must not read every page of the workspace (the first regeneration lists them).
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) await Promise.race([crawl(site), new Promise((r) => setTimeout(r, 10_000))])
  const subPages = knownSubPages(site)
    .filter((sp) => !sp.root.locked)
    .map((sp) => ({
      url: url(sp.href),
      lastModified: new Date(sp.root.lastEditedDate),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    }))
  const taxonomies = [
    ...site.categories.map((c) => `/category/${c.name}`),
    ...site.tags.map((t) => `/tag/${t.name}`),
  ].map((p) => ({ url: url(p), lastModified: new Date(latest), changeFrequency: 'weekly' as const, priority: 0.4 }))
  return [...fixed, ...pages, ...subPages, ...taxonomies]
}
