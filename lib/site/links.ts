// Absolute URLs of the site (canonical links, feeds, sitemap): LINK + sub path + path.
import type { SiteConfig } from '@/lib/config'
import { absoluteUrl as joinUrl } from '@/lib/seo/site'

export function absoluteUrl(cfg: Pick<SiteConfig, 'LINK' | 'SUB_PATH'>, path: string): string {
  return joinUrl(cfg.LINK.replace(/\/+$/, '') + cfg.SUB_PATH, path)
}

/** Encodes each segment of a site path (Chinese tags and slugs) for use in XML and headers. */
export function encodePath(path: string): string {
  return path.split('/').map((s) => encodeURIComponent(decodeURIComponentSafe(s))).join('/')
}

function decodeURIComponentSafe(s: string) {
  try {
    return decodeURIComponent(s)
  } catch {
    return s
  }
}

/** A root-relative site URL as the browser must fetch it under the sub path; others unchanged. */
export function withBase(subPath: string, url: string): string {
  return subPath && url.startsWith('/') && !url.startsWith('//') ? subPath + url : url
}
