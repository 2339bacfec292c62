import type { MetadataRoute } from 'next'
import { PHASE_PRODUCTION_BUILD } from 'next/constants'
import { getConfig } from '@/lib/config'
import { getSite } from '@/lib/site/data'
import { absoluteUrl, encodePath } from '@/lib/site/links'
import { crawl, knownSubPages } from '@/lib/site/sub-pages'

export const revalidate = 30

/** Every published post and page, the pages under them, and the list screens. Titles only: never a body. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const cfg = getConfig()
  const site = await getSite()
  const latest = site.posts[0]?.lastEditedDate ?? Date.now()
  const fixed = ['/', '/archive', '/category', '/tag', '/search'].map((p) => ({
    url: absoluteUrl(cfg, p),
    lastModified: new Date(latest),
    changeFrequency: 'daily' as const,
    priority: p === '/' ? 1 : 0.5,
  }))
  const pages = site.allPages
    .filter((p) => p.status === cfg.NOTION_VALUE_NAME.statusPublished)
    .map((p) => ({
      url: absoluteUrl(cfg, encodePath(p.href)),
      lastModified: new Date(p.lastEditedDate),
      changeFrequency: 'weekly' as const,
      priority: p.type === 'Post' ? 0.8 : 0.6,
    }))
  // pages under posts, as far as the walk of this data version got in 10 s (the next
  // regeneration lists the rest); a locked post's pages are not listed. Not while building: a
  // build must not read every page of the workspace (the first regeneration lists them).
  if (process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD) await Promise.race([crawl(site, cfg), new Promise((r) => setTimeout(r, 10_000))])
  const subPages = knownSubPages(site, cfg)
    .filter((sp) => !sp.root.locked)
    .map((sp) => ({
      url: absoluteUrl(cfg, encodePath(sp.href)),
      lastModified: new Date(sp.root.lastEditedDate),
      changeFrequency: 'weekly' as const,
      priority: 0.5,
    }))
  const taxonomies = [
    ...site.categories.map((c) => `/category/${c.name}`),
    ...site.tags.map((t) => `/tag/${t.name}`),
  ].map((p) => ({ url: absoluteUrl(cfg, encodePath(p)), lastModified: new Date(latest), changeFrequency: 'weekly' as const, priority: 0.4 }))
  return [...fixed, ...pages, ...subPages, ...taxonomies]
}
