// URL rules for everything the renderer turns into a link, an image source or an iframe.
// Untrusted content stays inert: only http(s), mailto, tel and same-site paths become links,
// only https becomes an iframe. Pure functions, no React.
import { toUuid } from './record'

// Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"),
// so they are dropped before the scheme is read.
const IGNORED_IN_SCHEME = /[\u0000-\u0020\u007f-\u009f]/g
const SCHEME = /^([a-z][a-z0-9+.-]*):/i
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel'])

/**
 * True when `value` has no spaces and parses as a URL. `lenient` also accepts a bare host such as
 * `example.com/path` (tried with an `https://` prefix; the host must then contain a dot).
 */
export function isUrl(value: unknown, { lenient = false }: { lenient?: boolean } = {}): boolean {
  if (typeof value !== 'string') return false
  const text = value.trim()
  if (!text || /\s/.test(text)) return false
  if (parses(text)) return true
  if (!lenient) return false
  try {
    const url = new URL(`https://${text}`)
    return /\.[a-z]{2,}$/i.test(url.hostname)
  } catch {
    return false
  }
}

function parses(text: string): boolean {
  try {
    const url = new URL(text)
    // `http:foo` parses too; a web URL needs a host.
    return url.protocol === 'http:' || url.protocol === 'https:' ? Boolean(url.hostname) : true
  } catch {
    return false
  }
}

const ID_AT_END = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|[0-9a-f]{32})$/i

/**
 * The page id (dashed UUID) at the end of an id, path or URL: 32 hex or a dashed UUID, as in
 * `/Some-Title-067dd719a912471ea9a3ac10710e7fdf?v=…`. Query and hash are ignored. Null otherwise.
 */
export function parsePageId(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const path = value.trim().split(/[?#]/)[0].replace(/\/+$/, '')
  const match = ID_AT_END.exec(path)
  if (!match) return null
  // The id must stand alone: start of string, or after a separator such as `/` or `-`.
  const before = path[match.index - 1]
  if (before !== undefined && /[0-9a-z]/i.test(before)) return null
  return toUuid(match[1].replace(/-/g, '').toLowerCase())
}

/** The scheme of a URL in lower case, '' for relative references. */
function schemeOf(href: string): string {
  const match = SCHEME.exec(href.replace(IGNORED_IN_SCHEME, ''))
  return match ? match[1].toLowerCase() : ''
}

/**
 * A link target that is safe to put in `href`, or null. Refuses `javascript:`, `data:`,
 * `vbscript:` and every other scheme except http(s), mailto and tel; relative references pass.
 */
export function safeHref(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const href = value.trim()
  if (!href) return null
  const scheme = schemeOf(href)
  if (scheme && !LINK_SCHEMES.has(scheme)) return null
  // Protocol-relative URLs (`//host`) are fine; `\\host` is how some browsers spell them.
  if (!scheme && href.startsWith('\\')) return null
  return href
}

/** An image/media source that is safe: http(s) or a same-site path. Never `data:` or scripts. */
export function safeSrc(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const src = value.trim()
  if (!src) return null
  const scheme = schemeOf(src)
  if (scheme === 'http' || scheme === 'https') return src
  if (!scheme && src.startsWith('/') && !src.startsWith('//') && !src.startsWith('/\\')) return src
  if (!scheme && src.startsWith('//')) return `https:${src}`
  return null
}

/** The URL when it is an absolute https URL (the only kind that may become an iframe), else null. */
export function httpsOnly(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' && url.hostname ? url.href : null
  } catch {
    return null
  }
}

/** `www.example.com` → `example.com`; '' when the value is not an absolute URL. */
export function domainOf(value: unknown): string {
  if (typeof value !== 'string') return ''
  try {
    return new URL(value.trim()).hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}

/** Notion stores its built-in covers as `/images/page-cover/…`, relative to notion.so. */
export function absoluteNotionUrl(value: string): string {
  const url = value.trim()
  if (url.startsWith('/images/')) return `https://www.notion.so${url}`
  if (url.startsWith('//')) return `https:${url}`
  return url
}

/**
 * True for files that Notion hosts (they expire or need signing, so the site serves them through
 * its own image path): uploads on S3, file.notion.so, notion.so/image(s), `attachment:` ids.
 */
export function isNotionFileUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const raw = value.trim()
  if (raw.startsWith('attachment:')) return true
  if (raw.startsWith('/images/')) return true
  let url: URL
  try {
    url = new URL(absoluteNotionUrl(raw))
  } catch {
    return false
  }
  const host = url.hostname.toLowerCase()
  if (host === 'secure.notion-static.com' || host.endsWith('.secure.notion-static.com')) return true
  if (host === 'file.notion.so' || host === 'img.notionusercontent.com') return true
  if (host.startsWith('prod-files-secure') && host.endsWith('.amazonaws.com')) return true
  if (/(^|\.)s3[.-]([a-z0-9-]+\.)?amazonaws\.com$/.test(host) && /^\/(secure\.notion-static\.com|prod-files-secure)\//.test(url.pathname)) return true
  if ((host === 'www.notion.so' || host === 'notion.so') && /^\/(image|images|signed)\//.test(url.pathname)) return true
  return false
}

/** True for links that point into Notion itself (notion.so / notion.site), which we may remap. */
export function isNotionPageUrl(value: string): boolean {
  try {
    const host = new URL(value).hostname.toLowerCase()
    return host === 'notion.so' || host.endsWith('.notion.so') || host.endsWith('.notion.site')
  } catch {
    return false
  }
}
