// RSS 2.0, Atom and JSON Feed of all published posts, newest first, built on request from the
// current data. Unlocked posts carry their full rendered body; locked posts only their summary.
import { Feed } from 'feed'
import type { SiteConfig } from '@/lib/config'
import { absoluteUrl, encodePath } from '@/lib/site/links'
import type { SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'

export type FeedFormat = 'rss' | 'atom' | 'json'

export const FEED_PATHS: Record<FeedFormat, string> = { rss: '/feed', atom: '/atom.xml', json: '/feed.json' }
export const FEED_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
  json: 'application/feed+json; charset=utf-8',
}

/** `bodyHtml(post)` renders an unlocked post's body; it is never called for locked posts. */
export async function buildFeed(
  site: SiteIndex,
  cfg: Pick<SiteConfig, 'LINK' | 'SUB_PATH' | 'AUTHOR' | 'LANG' | 'SINCE'>,
  bodyHtml: (post: Post) => Promise<string>,
  limit = Infinity,
): Promise<Feed> {
  const home = absoluteUrl(cfg, '/')
  const posts = site.posts.slice(0, limit)
  const feed = new Feed({
    title: site.info.title,
    description: site.info.description,
    id: home,
    link: home,
    language: cfg.LANG,
    image: absoluteUrl(cfg, site.info.cover),
    favicon: absoluteUrl(cfg, '/icon.svg'),
    copyright: `© ${cfg.SINCE}–${new Date().getUTCFullYear()} ${cfg.AUTHOR}`,
    updated: new Date(posts[0]?.lastEditedDate ?? Date.now()),
    generator: 'Leafpress',
    feedLinks: {
      rss: absoluteUrl(cfg, FEED_PATHS.rss),
      atom: absoluteUrl(cfg, FEED_PATHS.atom),
      json: absoluteUrl(cfg, FEED_PATHS.json),
    },
    author: { name: cfg.AUTHOR, link: home },
  })
  for (const post of posts) {
    const link = absoluteUrl(cfg, encodePath(post.href))
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.summary,
      content: post.locked ? post.summary : await bodyHtml(post).catch(() => post.summary),
      date: new Date(post.publishDate),
      published: new Date(post.publishDate),
      category: post.category ? [{ name: post.category }] : undefined,
      image: post.pageCover ? absoluteUrl(cfg, post.pageCover) : undefined,
      author: [{ name: cfg.AUTHOR }],
    })
  }
  return feed
}

export function serializeFeed(feed: Feed, format: FeedFormat): string {
  return format === 'rss' ? feed.rss2() : format === 'atom' ? feed.atom1() : feed.json1()
}
