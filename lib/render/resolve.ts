// Turning the URLs a record map holds into URLs the site can use: links to pages of the workspace
// go through mapPageUrl, Notion-hosted files through mapImageUrl, everything else through the
// safety checks of urls.ts.
import type { Block } from 'notion-types'
import type { RenderOptions } from './types'
import { absoluteNotionUrl, isNotionFileUrl, isNotionPageUrl, parsePageId, safeHref, safeSrc } from './urls'

export interface ResolvedLink {
  href: string
  /** opens in a new tab (absolute URL outside the site) */
  external: boolean
}

/** The site URL of a workspace page, or null when mapPageUrl does not know it (or throws). */
export function pageUrl(options: RenderOptions, pageId: string): string | null {
  try {
    const url = options.mapPageUrl(pageId)
    return typeof url === 'string' && url ? safeHref(url) : null
  } catch {
    return null
  }
}

/**
 * A link from content: internal paths with a page id and notion.so page URLs become the site's
 * page URL (keeping a `#block` anchor); other links must pass safeHref. Null = render as text.
 */
export function resolveLink(raw: unknown, options: RenderOptions): ResolvedLink | null {
  if (typeof raw !== 'string') return null
  const value = raw.trim()
  if (!value) return null
  const internalPath = value.startsWith('/') && !value.startsWith('//')
  if (internalPath || isNotionPageUrl(value)) {
    const id = parsePageId(value)
    if (id) {
      const mapped = pageUrl(options, id)
      const hash = value.includes('#') ? value.slice(value.indexOf('#')) : ''
      if (mapped) return { href: `${mapped}${hash && !mapped.includes('#') ? hash : ''}`, external: false }
      // A Notion path of a page this site does not publish leads nowhere.
      if (internalPath) return null
    }
  }
  const href = safeHref(value)
  if (!href) return null
  return { href, external: /^(https?:)?\/\//i.test(href) }
}

/**
 * A file/image URL from the record map as the browser should fetch it: Notion-hosted files through
 * options.mapImageUrl (relative `/images/…` covers made absolute first), others unchanged; null
 * when unsafe (scripts, data: URLs) or empty.
 */
export function resolveAsset(raw: unknown, block: Block, options: RenderOptions): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null
  const url = absoluteNotionUrl(raw)
  if (isNotionFileUrl(raw) || isNotionFileUrl(url)) {
    try {
      return safeSrc(options.mapImageUrl(url, block))
    } catch {
      return null
    }
  }
  // the site's own files (snapshot /files/…) live under the sub path like every other URL
  if (options.basePath && url.startsWith('/') && !url.startsWith('//')) return safeSrc(options.basePath + url)
  return safeSrc(url)
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ')
}

/** `notion-red`, `notion-red_background`; '' for default or malformed colours. */
export function colorClass(color: unknown): string {
  if (typeof color !== 'string' || !/^[a-z]+(_background)?$/.test(color) || color.startsWith('default')) return ''
  return `notion-${color}`
}
