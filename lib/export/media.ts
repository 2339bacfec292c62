// Images, files and share cards as files of the export. A page names them through the server's
// own routes — `/image/<encoded Notion URL>?…` (the image path, which signs, fetches through
// lib/media/safe-fetch.ts, resizes and caches), `/files/…` (a snapshot's files) and `/og/<id>?v=…`
// (share cards) — which a static host does not have, and whose query strings it ignores. The
// export asks its own server for each one once, saves it, and points the pages at the file:
// nothing in out/ then depends on Notion (whose signed URLs expire within the hour), and the
// export itself never fetches a URL of the content (the server's image path does, safely).
import { digest } from './plan'

export interface MediaSite {
  /** the site's origin (LINK without a trailing slash): share cards and feeds name absolute URLs */
  origin: string
  /** SUB_PATH ('' or '/blog') */
  subPath: string
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Media addresses as they are written in HTML (`&amp;`), in HTML escaped once more (a feed's
 * description: `&amp;amp;`), in the pages' payload scripts (`\u0026`): up to a quote, a space,
 * `<`, `>`, `)`, `*` (a URL pattern, not an address), an entity other than `&amp;` (`&quot;`) or
 * a backslash that starts no `\u0026`. A comma ends one only before a space (a srcset's separator).
 */
function mediaPattern(site: MediaSite): RegExp {
  return new RegExp(`(${escape(site.origin)})?${escape(site.subPath)}/(?:image|files|og)/(?:[^\\s"'<>)\\\\,*&]|&amp;(?:amp;)?|&(?![a-z]+;|#)|\\\\u0026|,(?!\\s))+`, 'g')
}

/** The address a match names, as the server is asked for it (without origin and sub path; `&` plain). */
function keyOf(match: string, site: MediaSite, withOrigin: boolean): string {
  const rest = match.slice((withOrigin ? site.origin.length : 0) + site.subPath.length)
  return rest.replace(/&amp;(?:amp;)?/g, '&').replace(/\\u0026/g, '&')
}

/** Every media address a text names (keys as `mediaFile` takes them). */
export function mediaAddresses(text: string, site: MediaSite): string[] {
  const out = new Set<string>()
  for (const m of text.matchAll(mediaPattern(site))) out.add(keyOf(m[0], site, !!m[1]))
  return [...out]
}

const TYPES: Record<string, string> = {
  'image/webp': '.webp',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/svg+xml': '.svg',
  'image/avif': '.avif',
  'image/x-icon': '.ico',
  'image/bmp': '.bmp',
  'application/pdf': '.pdf',
  'video/mp4': '.mp4',
  'audio/mpeg': '.mp3',
}

/**
 * The file a media address is saved as, relative to out/. A snapshot file without a query keeps
 * its address (`/files/<id>/photo.png`: a download keeps its name); anything with a query, and
 * every `/image/` address (it spells out the Notion URL), becomes `_media/<digest>.<ext>`, the
 * extension from the type the server answered so a static host serves it with the same type.
 */
export function mediaFile(key: string, contentType: string): string {
  const [pathname, query] = key.split('?')
  const ownName = pathname.startsWith('/files/') && !query && /\.[a-z0-9]{1,5}$/i.test(pathname)
  if (ownName) return decodeURIComponent(pathname.slice(1))
  const type = contentType.split(';')[0].trim().toLowerCase()
  const ext = TYPES[type] ?? (/\.([a-z0-9]{1,5})$/i.exec(pathname)?.[0] ?? '.bin')
  return `_media/${digest(key)}${ext}`
}

/**
 * The text with every media address that `files` knows pointed at its file (same form: absolute
 * stays absolute). Addresses without a file are left as they are (the export reports them).
 */
export function rewriteMedia(text: string, site: MediaSite, files: Map<string, string>): string {
  return text.replace(mediaPattern(site), (match, origin: string | undefined) => {
    const file = files.get(keyOf(match, site, !!origin))
    if (!file) return match
    return `${origin ?? ''}${site.subPath}/${file.split('/').map(encodeURIComponent).join('/')}`
  })
}
