// What an image URL of the workspace means: how the /image path's parameter is decoded, which
// URLs are Notion's files, which of them must be signed before they can be fetched, and the key
// a file is cached under. Pure functions, shared by the image path and `npm run sync`.
import { isNotionHosted } from '@/lib/site/images'

const SCHEME = /^[a-z][a-z0-9+.-]*:/i

/**
 * The URL carried in `/image/<encoded url>`. Path parameters arrive decoded once or not at all
 * depending on the layer in front, sometimes encoded twice, and proxies fold `//` to `/`: decode
 * until a scheme shows, then repair a folded `https:/`. Notion's own relative `/images/…` paths
 * (stock covers and icons) live on www.notion.so.
 */
export function decodeImageParam(raw: string): string {
  let url = raw.trim()
  for (let i = 0; i < 3 && !SCHEME.test(url) && url.includes('%'); i++) {
    try {
      url = decodeURIComponent(url)
    } catch {
      break
    }
  }
  url = url.replace(/^(https?):\/(?!\/)/i, '$1://')
  if (url.startsWith('/images/')) url = `https://www.notion.so${url}`
  return url
}

/**
 * The cache key of a file URL: without scheme, `www.`, query and hash, so a URL signed again
 * (new query) or reached over http and https is one file. `attachment:` references are their
 * own key.
 */
export function fileKey(url: string): string {
  if (url.startsWith('attachment:')) return url.split(/[?#]/)[0]
  try {
    const u = new URL(url)
    return `${u.hostname.toLowerCase().replace(/^www\./, '')}${u.port ? `:${u.port}` : ''}${u.pathname}`
  } catch {
    return url.split(/[?#]/)[0]
  }
}

/** Hosts of Notion's private file storage: their URLs need a signature to be fetched. */
const PRIVATE_FILE_HOSTS = /(^|\.)(secure\.notion-static\.com|prod-files-secure\.s3\.us-west-2\.amazonaws\.com|s3\.us-west-2\.amazonaws\.com|file\.notion\.so)$/

/**
 * A file stored by Notion (upload, cover, icon), as opposed to a link to a Notion page: on
 * notion.so itself only the `/image(s)/` paths are files.
 */
export function isNotionFile(url: string): boolean {
  if (url.startsWith('attachment:') || url.startsWith('/images/')) return true
  if (!isNotionHosted(url)) return false
  const u = new URL(url)
  return !/(^|\.)notion\.so$/.test(u.hostname) || u.hostname === 'file.notion.so' || /^\/images?\//.test(u.pathname)
}

/** An upload in Notion's private storage (or a reference to one): reachable only signed. */
export function isPrivateNotionFile(url: string): boolean {
  if (url.startsWith('attachment:')) return true
  try {
    return PRIVATE_FILE_HOSTS.test(new URL(url).hostname)
  } catch {
    return false
  }
}

/**
 * Notion's own file storage: the only places the image path sends a browser to (files that are
 * not images). Narrower than `isNotionFile` on purpose: any bucket of s3.us-west-2.amazonaws.com
 * is someone's, so only Notion's bucket counts (virtual-hosted, or path-style under
 * secure.notion-static.com), with file.notion.so where the web API signs files.
 */
export function isNotionStorage(url: string): boolean {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    return false
  }
  if (u.protocol !== 'https:' || u.username || u.password || u.port) return false
  const host = u.hostname.toLowerCase()
  if (host === 'prod-files-secure.s3.us-west-2.amazonaws.com' || host === 'file.notion.so' || host === 'secure.notion-static.com') return true
  return (host === 's3.us-west-2.amazonaws.com' || host === 's3-us-west-2.amazonaws.com') && u.pathname.startsWith('/secure.notion-static.com/')
}

/**
 * True when the URL cannot be fetched as it is: an `attachment:` reference, or a private file
 * without a signature (the web API hands those out unsigned; the official API signs them).
 */
export function needsSigning(url: string): boolean {
  if (url.startsWith('attachment:')) return true
  if (!isPrivateNotionFile(url)) return false
  const q = new URL(url).searchParams
  return !q.has('X-Amz-Signature') && !q.has('signature')
}

/**
 * The hosts the image path and the sync may fetch: Notion's file hosts and the operator's own
 * (IMAGE_ALLOWED_HOSTS: exact names, or `*.example.com` for its subdomains).
 */
export function imageHostAllowList(extra: readonly string[]): (host: string) => boolean {
  const exact = new Set(extra.filter((h) => !h.startsWith('*.')))
  const suffixes = extra.filter((h) => h.startsWith('*.')).map((h) => h.slice(1))
  return (host) => {
    const h = host.toLowerCase()
    return exact.has(h) || suffixes.some((s) => h.endsWith(s)) || isNotionFile(`https://${h}/images/`)
  }
}
