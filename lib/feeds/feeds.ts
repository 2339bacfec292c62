// RSS 2.0, Atom and JSON Feed of all published posts, newest first, built on request from the
// current data. Unlocked posts carry their full rendered body; locked posts only their summary.
//
// Titles, summaries, categories and the site's name are text from Notion, and stay text in
// every format: Atom says type="text", RSS writes them as escaped XML text (its description,
// which readers show as HTML, holds the summary escaped as HTML), JSON Feed's fields are text by
// definition. Only a post body is HTML, and that HTML is written by feed-html.ts from the record
// map — every text escaped, every URL checked, a fixed set of tags: no script, style, iframe,
// handler attribute or javascript:/data: URL can come out of it. The `feed` package is not used:
// it writes item titles and summaries as HTML (Atom type="html", raw CDATA) and category labels
// with a bare `<` into attributes (XML that does not parse).
import { editionPath } from '@/lib/site/edition-path'
import type { SiteConfig } from '@/lib/config'
import { absoluteUrl, encodePath } from '@/lib/site/links'
import type { SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { escapeHtml } from './serialize'
import { isStaticExport } from '@/lib/export/mode'

export { serializeFeed } from './serialize'

export type FeedFormat = 'rss' | 'atom' | 'json'

/**
 * Where each feed is. In a static export (lib/export/) the RSS feed is the file `feed.xml`: a
 * static host names a file's type by its extension, and `/feed` would be served as a download.
 */
export function feedPaths(staticExport: boolean): Record<FeedFormat, string> {
  return { rss: staticExport ? '/feed.xml' : '/feed', atom: '/atom.xml', json: '/feed.json' }
}

export const FEED_PATHS: Record<FeedFormat, string> = feedPaths(isStaticExport())
export const FEED_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
}

/** A feed, format-neutral. Every field is plain text except `contentHtml`. */
export interface FeedData {
  title: string
  description: string
  home: string
  language: string
  image: string
  favicon: string
  copyright: string
  author: string
  updated: Date
  links: Record<FeedFormat, string>
  items: FeedItem[]
}

export interface FeedItem {
  title: string
  link: string
  summary: string
  /** safe HTML: a body from feed-html.ts, or the summary escaped */
  contentHtml: string
  published: Date
  updated: Date
  category: string | null
  image: string | null
}

/** `bodyHtml(post)` renders an unlocked post's body; it is never called for locked posts. */
export async function buildFeed(
  site: SiteIndex,
  cfg: Pick<SiteConfig, 'LINK' | 'SUB_PATH' | 'AUTHOR' | 'LANG' | 'SINCE'>,
  /** the language of the site's database the feed is of (its address prefix and locale) */
  edition: { prefix: string; locale: string },
  bodyHtml: (post: Post) => Promise<string>,
  limit = Infinity,
): Promise<FeedData> {
  const at = (path: string) => absoluteUrl(cfg, editionPath(edition, path))
  const home = at('/')
  const posts = site.posts.slice(0, limit)
  const items: FeedItem[] = []
  for (const post of posts) {
    const summaryHtml = post.summary ? `<p>${escapeHtml(post.summary)}</p>` : ''
    items.push({
      title: post.title,
      link: at(encodePath(post.href)),
      summary: post.summary,
      contentHtml: post.locked ? summaryHtml : await bodyHtml(post).catch(() => summaryHtml),
      published: new Date(post.publishDate),
      updated: new Date(post.lastEditedDate || post.publishDate),
      category: post.category,
      image: post.pageCover ? absoluteUrl(cfg, post.pageCover) : null,
    })
  }
  return {
    title: site.info.title,
    description: site.info.description,
    home,
    language: edition.locale,
    image: absoluteUrl(cfg, site.info.cover),
    favicon: absoluteUrl(cfg, '/icon.svg'),
    copyright: `© ${cfg.SINCE}–${new Date().getUTCFullYear()} ${cfg.AUTHOR}`,
    author: cfg.AUTHOR,
    updated: items.length ? new Date(items.reduce((latest, i) => Math.max(latest, i.updated.getTime()), 0)) : new Date(),
    links: {
      rss: at(FEED_PATHS.rss),
      atom: at(FEED_PATHS.atom),
      json: at(FEED_PATHS.json),
    },
    items,
  }
}
