// What a post card needs, and no more: the shape the infinite-scroll endpoint (app/api/posts)
// returns and client islands render. Never a body, never anything of a locked post's content.
import { linkPrefix } from './link-prefix'
import type { Post } from '@/lib/site/types'

export interface PostCardData {
  id: string
  href: string
  title: string
  summary: string
  category: string | null
  tags: string[]
  /** the card-size cover, or null */
  cover: string | null
  /** emoji or image URL */
  icon: string | null
  /** yyyy-MM-dd (UTC) */
  publishDay: string
  locked: boolean
}

export function toPostCardData(p: Post): PostCardData {
  return {
    id: p.id,
    href: p.href,
    title: p.title,
    summary: p.summary,
    category: p.category,
    tags: p.tags,
    cover: p.pageCoverThumbnail,
    icon: p.pageIcon,
    publishDay: p.publishDay,
    locked: p.locked,
  }
}

/** Adds a query such as `?theme=next` (what ThemeContext.href adds on the server) to a path. */
export function withQuery(path: string, query: string): string {
  if (!query) return path
  const [base, hash] = path.split('#')
  const q = query.replace(/^\?/, '')
  return `${base}${base.includes('?') ? '&' : '?'}${q}${hash !== undefined ? `#${hash}` : ''}`
}

/** One page of card data from /api/posts (`filter` e.g. 'category=飲食'; '' for all posts). */
export async function fetchPostCards(base: string, page: number, filter = ''): Promise<PostCardData[]> {
  const q = new URLSearchParams(filter)
  q.set('page', String(page))
  // the list's language: asked under its prefix (lib/route/edition-header.ts)
  const r = await fetch(`${base}${linkPrefix()}/api/posts?${q}`)
  if (!r.ok) throw new Error(`/api/posts answered ${r.status}`)
  return ((await r.json()) as { posts: PostCardData[] }).posts
}
