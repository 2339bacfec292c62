// The export's own check that the files hang together: every internal link, image, script and
// style the saved HTML names resolves to a file of out/ the way a static host finds it
// (exact file, `x.html`, `x/index.html`; lib/export/addresses.ts `pageFile`). It cross-checks
// the list of addresses taken from the site model against what the pages actually link to.
import type { MediaSite } from './media'

/** The internal addresses an HTML page names (href, src, srcset, content of og:/twitter: tags), without sub path, query and fragment, decoded. */
export function internalLinks(html: string, site: MediaSite): string[] {
  const out = new Set<string>()
  const add = (raw: string) => {
    let url = raw.trim().replace(/&amp;/g, '&')
    if (url.startsWith(site.origin + '/') || url === site.origin) url = url.slice(site.origin.length) || '/'
    if (!url.startsWith('/') || url.startsWith('//')) return
    if (site.subPath) {
      if (url !== site.subPath && !url.startsWith(site.subPath + '/') && !url.startsWith(site.subPath + '?') && !url.startsWith(site.subPath + '#')) return
      url = url.slice(site.subPath.length) || '/'
    }
    const path = url.split(/[?#]/)[0] || '/'
    try {
      out.add(decodeURI(path))
    } catch {
      out.add(path)
    }
  }
  for (const m of html.matchAll(/\s(?:href|src)="([^"]*)"/g)) add(m[1])
  for (const m of html.matchAll(/\ssrcset="([^"]*)"/g)) for (const part of m[1].split(/,\s+/)) add(part.trim().split(/\s+/)[0])
  for (const m of html.matchAll(/<meta\s+(?:property|name)="(?:og:image|og:url|twitter:image)"\s+content="([^"]*)"/g)) add(m[1])
  return [...out]
}

/** The file a static host serves for a path, or null: the exact file, `x.html`, then `x/index.html`. */
export function resolveOnHost(path: string, exists: (file: string) => boolean): string | null {
  const rel = path.replace(/^\/+/, '').replace(/\/+$/, '')
  const candidates = rel ? [rel, `${rel}.html`, `${rel}/index.html`] : ['index.html']
  return candidates.find(exists) ?? null
}
