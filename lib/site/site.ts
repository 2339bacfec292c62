// The site model: one pure function from the database record map to everything list screens
// need, plus lookups for routes.
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { SiteConfig } from '@/lib/config'
import { toCompactId, unbox } from '@/lib/workspace/records'
import { imageUrl } from './images'
import { menusOf, noticesOf } from './menus'
import { plainText, readDatabase } from './properties'
import { addressOf, readRows } from './posts'
import { normaliseHref, settleDuplicates } from './slugs'
import { canOpen, nextScheduled, readerView, type ReaderView } from './visibility'
import { relatedIndex, type RelatedIndex } from './related'
import { archiveOf, categoriesOf, tagsOf } from './taxonomy'
import type { ArchiveGroup, Post, Site, SiteInfo } from './types'

export type ModelConfig = Pick<
  SiteConfig,
  'NOTION_PROPERTY_NAME' | 'NOTION_VALUE_NAME' | 'POST_URL_PREFIX' | 'POSTS_SORT_BY' | 'DESCRIPTION' | 'TIMEZONE' | 'SCHEDULE_POSTS'
>

// Everything a request looks up is indexed here, once per data version (the model is memoised
// per database object, lib/site/current.ts): no screen but the archive and the lists themselves
// walks every post per request, so a render costs the same at 30 posts as at 10,000.
export interface SiteIndex extends Site {
  /** the address prefix of the language whose database this is, '' for the default (lib/site/editions.ts) */
  edition: string
  /** Post or Page by its href (Published or Invisible) */
  byHref: Map<string, Post>
  /** any row by 32-hex id, for internal links */
  byId: Map<string, Post>
  /** ids of allPages */
  pageIds: Set<string>
  /** Pages (type Page, Published or Invisible) by slug: the about page, gitbook's index page */
  pageBySlug: Map<string, Post>
  /** published posts per category and per tag, in list order */
  postsByCategory: Map<string, Post[]>
  postsByTag: Map<string, Post[]>
  /** published posts by publish month, newest group first as the posts are sorted */
  archive: ArchiveGroup[]
  /** neighbours and recommendations of a post (lib/site/related.ts) */
  related: RelatedIndex
  /** the moment a scheduled post becomes readable, when one is waiting: the model is built
   * again then (lib/site/current.ts) */
  nextScheduled: number | null
  /** what readers see of each row (lib/site/visibility.ts), by id */
  views: Map<string, ReaderView>
  /** compact ids that name this database: its page block and its collection. A view of it in any
   * page shows its rows, which stay posts with their own rules (lib/site/site-rows.ts) */
  databaseIds: Set<string>
}

function groupBy(posts: Post[], keys: (p: Post) => Iterable<string>): Map<string, Post[]> {
  const out = new Map<string, Post[]>()
  for (const p of posts) {
    for (const k of new Set(keys(p))) {
      const list = out.get(k)
      if (list) list.push(p)
      else out.set(k, [p])
    }
  }
  return out
}

export const FALLBACK_COVER = '/bg_image.jpg'

function databaseIdsOf(recordMap: ExtendedRecordMap): Set<string> {
  const { rootBlock } = readDatabase(recordMap)
  const ids = [rootBlock?.id, ...Object.keys(recordMap.collection ?? {})]
  return new Set(ids.map((id) => (id ? toCompactId(id) : null)).filter((id): id is string => Boolean(id)))
}

function siteInfo(recordMap: ExtendedRecordMap, cfg: ModelConfig): SiteInfo {
  const { collection: raw, rootBlock } = readDatabase(recordMap)
  // `description` and `cover` exist on real collections but not in notion-types
  const collection = raw as (typeof raw & { description?: unknown; cover?: string }) | undefined
  const root = rootBlock as Block | undefined
  const rootPage = root?.parent_table === 'block' ? unbox<Block>(recordMap.block[root.parent_id] as never) : undefined
  const title = plainText(collection?.name) || plainText((root?.properties as { title?: unknown })?.title) || 'Leafpress'
  const description = plainText(collection?.description) || cfg.DESCRIPTION
  const fmt = root?.format ?? rootPage?.format
  const icon = collection?.icon || fmt?.page_icon || null
  const cover = collection?.cover || fmt?.page_cover
  return {
    title,
    description,
    icon: icon && /^(https?:|\/|attachment:)/.test(icon) ? imageUrl(icon, { id: root?.id }) : icon,
    cover: imageUrl(cover, { id: root?.id, table: 'block' }) ?? FALLBACK_COVER,
  }
}

export function buildSite(recordMap: ExtendedRecordMap, cfg: ModelConfig, now = Date.now(), edition = ''): SiteIndex {
  const { NOTION_VALUE_NAME: V } = cfg
  const rows = readRows(recordMap, cfg)
  const rule = { published: V.statusPublished, invisible: V.statusInvisible, schedule: cfg.SCHEDULE_POSTS, now }
  const views = new Map(rows.map((p) => [p.id, readerView(p, rule)]))
  const readable = (p: Post) => canOpen(views.get(p.id)!, false)
  const isListed = (p: Post) => views.get(p.id) === 'listed'
  // slug rule 3: one address per readable row (lib/site/slugs.ts)
  const isPage = (p: Post) => p.type === 'Post' || p.type === 'Page'
  const byId = new Map(rows.map((p) => [p.id, p]))
  for (const [id, to] of settleDuplicates(rows.filter(isPage), readable, isListed, (p, slug) => addressOf(p.type, slug, cfg))) {
    const p = byId.get(id)!
    p.slugNote = { kind: 'taken', written: p.slug, by: to.by }
    p.slug = to.slug
    p.href = to.href
  }
  let posts = rows.filter((p) => p.type === 'Post' && isListed(p))
  if (cfg.POSTS_SORT_BY === 'date') posts = [...posts].sort((a, b) => b.publishDate - a.publishDate)

  // Tag counts are over published posts; attach them to every row's tagItems.
  const tags = tagsOf(posts)
  const tagCount = new Map(tags.map((t) => [t.name, t.count]))
  for (const row of rows) {
    row.tagItems = row.tagItems.map((t) => ({ ...t, count: tagCount.get(t.name) ?? 0 }))
  }

  const allPages = rows.filter((p) => isPage(p) && readable(p))
  const byHref = new Map(allPages.map((p) => [p.href, p]))
  const pageBySlug = new Map<string, Post>()
  for (const p of allPages) if (p.type === 'Page' && !pageBySlug.has(p.slug)) pageBySlug.set(p.slug, p)

  return {
    edition,
    info: siteInfo(recordMap, cfg),
    posts,
    allPages,
    categories: categoriesOf(posts),
    tags,
    notices: noticesOf(rows.filter((r) => r.status === V.statusPublished)),
    menus: menusOf(rows.filter((r) => r.status === V.statusPublished)),
    latestPosts: [...posts].sort((a, b) => b.lastEditedDate - a.lastEditedDate).slice(0, 6),
    byHref,
    byId,
    pageIds: new Set(allPages.map((p) => p.id)),
    pageBySlug,
    postsByCategory: groupBy(posts, (p) => (p.category ? [p.category] : [])),
    postsByTag: groupBy(posts, (p) => p.tags),
    archive: archiveOf(posts),
    related: relatedIndex(posts),
    nextScheduled: nextScheduled(rows, rule),
    views,
    databaseIds: databaseIdsOf(recordMap),
  }
}

/** The published posts of a list screen: all, a category's or a tag's. */
export function postsOf(site: SiteIndex, filter: { kind: 'category' | 'tag'; value: string } | null): Post[] {
  if (!filter) return site.posts
  return (filter.kind === 'category' ? site.postsByCategory : site.postsByTag).get(filter.value) ?? []
}

/** The URL of a readable Post or Page of this database by id, or null (never a URL for foreign
 * ids, nor for a Draft or a post not yet due: a link would name it). */
export function urlForId(site: SiteIndex, id: string): string | null {
  const key = toCompactId(id)
  const post = key ? site.byId.get(key) : undefined
  return post && site.pageIds.has(post.id) ? post.href : null
}

/** The Post or Page at a visitor path (`/article/x`, `/about`, or `/<32-hex id>` of this workspace). */
export function findByPath(site: SiteIndex, href: string): Post | null {
  // the address as written, or as the slug rules write it (`/article/Healthy Eating`)
  const direct = site.byHref.get(href) ?? site.byHref.get(normaliseHref(href))
  if (direct) return direct
  const id = toCompactId(href.slice(1))
  const row = id ? site.byId.get(id) : undefined
  return row && site.pageIds.has(row.id) ? row : null
}
