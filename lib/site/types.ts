// The site model: what themes and routes see. Built by pure functions in lib/site from the
// workspace record maps; no I/O, no React.
import type { ExtendedRecordMap } from 'notion-types'
import type { SlugNote } from './slugs'

export type PostType = 'Post' | 'Page' | 'Notice' | 'Menu' | 'SubMenu'

export interface TagItem {
  name: string
  /** published posts carrying this tag */
  count: number
  /** Notion select colour (default, gray, brown, orange, yellow, green, blue, purple, pink, red) */
  color: string
}

export interface CategoryItem {
  name: string
  count: number
}

/** One row of the workspace database, as the site shows it. Never holds the password. */
export interface Post {
  id: string
  /** the slug property by the slug rules (lib/site/slugs.ts), or the id when empty */
  slug: string
  /** what the slug rules did to the written slug (the status page says it) */
  slugNote?: SlugNote
  /** the page's URL path without sub path: `/article/<slug>` for posts, `/<slug>` for pages */
  href: string
  title: string
  summary: string
  category: string | null
  tags: string[]
  tagItems: TagItem[]
  /** absolute or root-relative image URL, or null */
  pageCover: string | null
  /** a smaller version of the cover for cards (width 400) */
  pageCoverThumbnail: string | null
  /** an emoji or an image URL */
  pageIcon: string | null
  type: PostType
  status: string
  /** the date's wall-clock date and time, as ms UTC: what the post shows and lists sort by */
  publishDate: number
  /** the instant the date names in its time zone (else TIMEZONE): when a scheduled post appears */
  publishAt: number
  /** when the row was created (ms since epoch) */
  createdDate: number
  /** yyyy-MM-dd (UTC) */
  publishDay: string
  lastEditedDate: number
  lastEditedDay: string
  /** true when the row has a password: the body stays on the server until it is verified */
  locked: boolean
  /** the translation property: another language's post, by slug or id (lib/site/translations.ts) */
  translation?: string
  /** for Menu/SubMenu rows: the link target (slug property, may be external) */
  target?: string
  /** for Menu/SubMenu rows: external links open in a new tab */
  external?: boolean
}

export interface TocItem {
  id: string
  type: 'header' | 'sub_header' | 'sub_sub_header'
  text: string
  indentLevel: 0 | 1 | 2
}

export interface MenuItem {
  id: string
  title: string
  href: string
  icon: string | null
  external: boolean
  subMenus: MenuItem[]
}

export interface Notice {
  id: string
  title: string
  url: string
}

export interface SiteInfo {
  title: string
  description: string
  icon: string | null
  cover: string
}

export interface ArchiveGroup {
  /** yyyy-MM */
  month: string
  posts: Post[]
}

/** Everything list screens need, computed once per data version. */
export interface Site {
  info: SiteInfo
  /** published posts (type Post, status Published), sorted as configured */
  posts: Post[]
  /** every Post and Page with status Published or Invisible (reachable by URL) */
  allPages: Post[]
  categories: CategoryItem[]
  tags: TagItem[]
  notices: Notice[]
  menus: MenuItem[]
  latestPosts: Post[]
}

/** A single article or page with its body. */
export interface Article {
  post: Post
  /** absent while the article is locked and not unlocked for this request */
  blockMap: ExtendedRecordMap | null
  /**
   * True when the body was asked for but has never been loaded and the source fails now (Notion
   * down): the article is shown from its database row, with a notice, instead of an error.
   */
  bodyUnavailable?: boolean
  toc: TocItem[]
  wordCount: number
  readingMinutes: number
  prev: Post | null
  next: Post | null
  recommended: Post[]
  /**
   * Only on a sub-page of a post (lib/site/sub-pages.ts): the pages above it, the post first and
   * its parent last; themes draw it with the kit's Breadcrumb.
   */
  trail?: Array<{ title: string; href: string }>
}
