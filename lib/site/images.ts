// Where images are served from. Notion-hosted files expire after an hour, so they go through
// the site's own image path (/image/…), which re-signs, resizes and caches them. Snapshot files
// (`/files/…`) are served by the site itself. Other URLs are left as they are.

const NOTION_HOSTS = [
  'secure.notion-static.com',
  'prod-files-secure.s3.us-west-2.amazonaws.com',
  's3.us-west-2.amazonaws.com',
  'file.notion.so',
  'img.notionusercontent.com',
  'www.notion.so',
  'notion.so',
]

export function isNotionHosted(url: string): boolean {
  if (url.startsWith('attachment:')) return true
  if (url.startsWith('/images/')) return true // Notion's own stock covers and icons
  try {
    const host = new URL(url).hostname
    return NOTION_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))
  } catch {
    return false
  }
}

export interface ImageRef {
  /** the block (or page) the file belongs to: Notion signs file URLs per block */
  id?: string
  table?: 'block' | 'collection'
}

/** The URL the browser should load for an image of the workspace. */
export function imageUrl(url: string | null | undefined, ref: ImageRef = {}): string | null {
  if (!url) return null
  if (url.startsWith('/files/')) return url
  if (url.startsWith('/images/')) url = `https://www.notion.so${url}`
  if (!isNotionHosted(url)) return url
  const q = new URLSearchParams()
  q.set('table', ref.table ?? 'block')
  if (ref.id) q.set('id', ref.id)
  q.set('cache', 'v2')
  return `/image/${encodeURIComponent(url)}?${q}`
}

/** A smaller rendition of a site-served image (snapshot files and the image path); others as they are. */
export function resizedUrl(url: string | null, width: number, quality: number): string | null {
  if (!url) return null
  if (url.startsWith('/files/') || url.startsWith('/image/')) {
    const sep = url.includes('?') ? '&' : '?'
    return `${url}${sep}width=${width}&quality=${quality}&format=webp`
  }
  return url
}

/**
 * A `srcset` of widths for a site-served image (snapshot files, the image path), so a phone
 * loads a phone-sized cover; null for other URLs, which cannot be resized. `asset` adds the
 * sub path.
 */
export function widthSet(url: string, widths: readonly number[], asset: (u: string) => string, quality = 70): string | null {
  if (!url.startsWith('/files/') && !url.startsWith('/image/')) return null
  return widths.map((w) => `${asset(resizedUrl(url, w, quality)!)} ${w}w`).join(', ')
}

/** The card version (width 400, quality 50, webp). */
export const thumbnailUrl = (url: string | null) => resizedUrl(url, 400, 50)

/**
 * A 32-px version for blurred backdrops: a few hundred bytes, which browsers treat as a
 * low-content image and never pick as the page's largest contentful paint.
 */
export const tintUrl = (url: string | null) => resizedUrl(url, 32, 40)
