// The language prefix of the page being rendered (`/en`, or '' for the default language: issue
// #31, lib/site/editions.ts), which every link to a page of the site takes after the sub path.
// Themes write site paths as the default language has them (`/tag/x`, a post's href); `Link`
// and `ctx.asset` put the prefix in front, so no theme needs to know about languages.
// - Server components: per request, through React's `cache` (one render = one request), set by
//   the screen's context (lib/route/context.ts) before any theme component renders.
// - In the browser (islands that build links from fetched data): the document's own prefix, which
//   the document shell writes on <html data-lang-prefix>. Islands render no links on the server.
// No hooks and no server-only imports: server components and islands use it alike.
import { cache } from 'react'

const holder = cache(() => ({ prefix: '' }))

/** Sets the prefix of this request's page ('' or '/en'). */
export function setLinkPrefix(prefix: string) {
  holder().prefix = prefix
}

/** The prefix of the page being rendered ('' or '/en'). */
export function linkPrefix(): string {
  if (typeof document !== 'undefined') return document.documentElement.dataset.langPrefix ?? ''
  return holder().prefix
}

// What every language shares: files, images, endpoints, Next's assets, the sitemap, and the
// static files of public/ (feeds, `/feed.json` and `/atom.xml`, are each language's own).
const SHARED = /^\/(?:files|image|api|_next|og|status)(?:\/|$)|^\/(?:robots\.txt|sitemap\.xml)$|\.(?:png|jpe?g|webp|avif|gif|svg|ico|css|js|woff2?|mp3|mp4|webm|pdf|txt)$/i

/** A root-relative path of the site as the current language has it (`/tag/x` → `/en/tag/x`). */
export function inLanguage(path: string, prefix = linkPrefix()): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//') || SHARED.test(path)) return path
  return /^\/(?=$|[?#])/.test(path) ? prefix + path.slice(1) : prefix + path
}
