// Database rows → Post objects. The password is read here only to set `locked`; it never
// leaves this function (the lock module reads it again from the record map).
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { SiteConfig } from '@/lib/config'
import { getBlock, toCompactId } from '@/lib/workspace/records'
import { imageUrl, thumbnailUrl } from './images'
import { indexSchema, readDatabase, RowReader } from './properties'
import { normaliseSlug } from './slugs'
import type { Post, PostType } from './types'

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

type ModelConfig = Pick<SiteConfig, 'NOTION_PROPERTY_NAME' | 'NOTION_VALUE_NAME' | 'POST_URL_PREFIX' | 'TIMEZONE'>

function postType(value: string, names: SiteConfig['NOTION_VALUE_NAME']): PostType | null {
  const map: Record<string, PostType> = {
    [names.typePost]: 'Post',
    [names.typePage]: 'Page',
    [names.typeNotice]: 'Notice',
    [names.typeMenu]: 'Menu',
    [names.typeSubMenu]: 'SubMenu',
  }
  return map[value] ?? null
}

/** A Post's or Page's address for a slug. */
export function addressOf(type: PostType, slug: string, cfg: Pick<ModelConfig, 'POST_URL_PREFIX'>): string {
  return type === 'Post' ? `/${cfg.POST_URL_PREFIX}/${slug}` : `/${slug}`
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(target) || target.startsWith('mailto:')

export function rowToPost(block: Block, reader: RowReader, cfg: ModelConfig): Post | null {
  const P = cfg.NOTION_PROPERTY_NAME
  const type = postType(reader.text(P.type), cfg.NOTION_VALUE_NAME)
  if (!type) return null
  const id = toCompactId(block.id) ?? block.id
  const written = reader.text(P.slug)
  const slugProp = written.replace(/^\/+|\/+$/g, '')
  // Posts and Pages: an address by the slug rules; Menu and Notice rows keep their link as written
  const normalised = normaliseSlug(written)
  const slug = normalised || id
  const tags = reader.list(P.tags)
  const created = Number(block.created_time) || 0
  const publishDate = reader.date(P.date) ?? created
  const publishAt = reader.instant(P.date, cfg.TIMEZONE) ?? created
  const lastEditedDate = Number(block.last_edited_time) || publishDate
  const cover = imageUrl(block.format?.page_cover, { id: block.id })
  const icon = reader.text(P.icon) || block.format?.page_icon || null
  const post: Post = {
    id,
    slug,
    slugNote: !normalised ? { kind: 'empty' } : normalised !== written ? { kind: 'normalised', written } : undefined,
    href: addressOf(type, slug, cfg),
    title: reader.text(P.title) || plainTitle(block),
    summary: reader.text(P.summary),
    category: reader.text(P.category) || null,
    tags,
    tagItems: tags.map((name) => ({ name, count: 0, color: reader.colour(P.tags, name) })),
    pageCover: cover,
    pageCoverThumbnail: thumbnailUrl(cover),
    pageIcon: icon && !icon.startsWith('http') && !icon.startsWith('/') ? icon : imageUrl(icon, { id: block.id }),
    type,
    status: reader.text(P.status),
    publishDate,
    publishDay: day(publishDate),
    publishAt,
    createdDate: created,
    lastEditedDate,
    lastEditedDay: day(lastEditedDate),
    locked: reader.text(P.password) !== '',
  }
  const translation = P.translation ? reader.text(P.translation) : ''
  if (translation) post.translation = translation
  if (type === 'Menu' || type === 'SubMenu' || type === 'Notice') {
    const target = slugProp ? (isExternal(slugProp) ? slugProp : `/${slugProp}`) : '/'
    post.target = target
    post.external = isExternal(target)
  }
  return post
}

function plainTitle(block: Block): string {
  const t = (block.properties as { title?: unknown })?.title
  return Array.isArray(t) ? t.map((s) => (Array.isArray(s) ? s[0] : '')).join('') : ''
}

/** Every typed row of the database, in the database view's order. */
export function readRows(recordMap: ExtendedRecordMap, cfg: ModelConfig): Post[] {
  const { collection, rowIds } = readDatabase(recordMap)
  const schema = indexSchema(collection)
  const ids = rowIds.length
    ? rowIds
    : Object.keys(recordMap.block).filter((id) => getBlock(recordMap, id)?.parent_table === 'collection')
  const out: Post[] = []
  for (const id of ids) {
    const block = getBlock(recordMap, id)
    if (!block || block.alive === false || block.type !== 'page') continue
    try {
      const post = rowToPost(block, new RowReader(schema, block), cfg)
      if (post) out.push(post)
    } catch (err) {
      // One malformed row must not take the site down: skip it and say which.
      console.warn(`[leafpress] skipped row ${id}: ${(err as Error).message}`)
    }
  }
  return out
}
