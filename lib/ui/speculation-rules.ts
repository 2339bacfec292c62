// Speculation rules (docs/ARCHITECTURE.md, "Navigation"): every page is a full load (send-once
// needs it), so the next page is loaded before the reader asks for it. Chromium prerenders a
// same-site page link once the reader hovers it for a moment (200 ms) or presses on it
// ("moderate"): the click then shows a page that is already drawn. The links a reader of a page
// most likely follows next — the previous/next post under an article and the previous/next page
// of a list, which every theme marks `rel="prev"`/`rel="next"` — are prerendered from a shorter
// hover ("eager": Chromium on desktop starts after a few ms of hover; bench/navigation.ts measured
// 200 ms of hover too little for the page to be ready at the click on a loaded 2-core machine).
// Chromium keeps at most two such hover prerenders, dropping the oldest. Other browsers ignore
// the script.
//
// Only addresses whose GET has no effect are prerendered: never the API (/api/: unlock,
// search, random, preview), image and file renditions, feeds, the sitemap, share images, the
// status page or a preview, nor any link with a query string (`?theme=` and `?lang=` write a
// cookie in the proxy; a search box's address is built by script anyway), a download or a
// `rel=nofollow`/external link. The page itself defers what would count a view or load a third
// party until it is shown (lib/ui/activation.ts). A site owner's own /js/custom.js may do
// anything: with one, links are only prefetched (the document is fetched, nothing runs).
//
// Patterns are URL patterns resolved against the page's address; `*` spans slashes, so `/*/feed`
// is the feed of every language prefix.

/** Paths (under the sub path) never speculated on. */
export const NO_SPECULATION = [
  '/api/*', '/image/*', '/files/*', '/og/*', '/_next/*',
  '/feed', '/*/feed', '/atom.xml', '/*/atom.xml', '/feed.json', '/*/feed.json',
  '/sitemap.xml', '/robots.txt', '/icon.svg',
  '/status', '/*/status', '/preview/*', '/*/preview/*',
  '/css/*', '/js/*',
]

/** Links left alone whatever their address. */
export const NO_SPECULATION_LINKS = 'a[href*="?"], a[href^="#"], a[download], a[rel~="nofollow"], a[rel~="external"], a[target]:not([target="_self"]), [data-no-prerender] a, a[data-no-prerender]'

export type SpeculationAction = 'prerender' | 'prefetch'

/** Links prerendered from a shorter hover (still within the exclusions above). */
export const EAGER_LINKS = 'a[rel~="next"], a[rel~="prev"]'

/** The rule set's JSON, for `<script type="speculationrules">`. */
export function speculationRules(basePath = '', action: SpeculationAction = 'prerender'): string {
  const where = (...only: object[]) => ({
    and: [
      { href_matches: `${basePath}/*` },
      { not: { href_matches: NO_SPECULATION.map((p) => basePath + p) } },
      { not: { selector_matches: NO_SPECULATION_LINKS } },
      ...only,
    ],
  })
  const rules = [
    { source: 'document', where: where(), eagerness: 'moderate' },
    { source: 'document', where: where({ selector_matches: EAGER_LINKS }), eagerness: 'eager' },
  ]
  // `<` escaped: the text sits in an inline script
  return JSON.stringify({ [action]: rules }).replace(/</g, '\\u003c')
}
