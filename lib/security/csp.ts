// The Content-Security-Policy of every response, computed from the configured features (pure,
// unit-tested per feature set). Only what a setting turns on is allowed: with nothing
// configured, scripts, styles and requests stay on the site's own origin.
//
// Why 'unsafe-inline' in script-src (docs/ARCHITECTURE.md, Security, has the measurements):
// pages are ISR, the same cached HTML for every reader, so a per-request nonce is impossible,
// and hashes are too: Next writes the RSC payload into inline `self.__next_f.push(…)` scripts
// whose text differs per page and per data version, and Turbopack's bootstrap lists each
// route's chunks inline; this header is set before the proxy knows which cached version will
// answer. The inline scripts we write ourselves (the dark-mode decision before first paint,
// analytics snippets) could be hashed, but a single hash makes browsers ignore 'unsafe-inline'
// and would break Next's.
// The same 'unsafe-inline' admits the page's inline speculation rules (lib/ui/speculation-rules.ts,
// `<script type="speculationrules">`); a policy of hashes would need 'inline-speculation-rules'.
// What the policy still buys: no plugins, no <base> hijack, no framing by other sites, no form
// posting elsewhere, and scripts or requests only from the origins a setting names.
//
// Content from Notion decides the rest: image, video and audio blocks and bookmark covers link
// any https host (only Notion's own files go through /image/), and embed blocks frame any https
// page (YouTube, tweets, maps, Figma, CodePen… always sandboxed by the renderer), so img-src,
// media-src and frame-src allow https: — those load passive or sandboxed content, never script
// into the page.
// Relative imports only, like the settings readers it uses.
import { readAdsSettings, type AdsSettings } from '../ads/config'
import { readAnalyticsSettings, type AnalyticsSettings } from '../analytics/config'
import { readCommentSettings, type CommentSettings } from '../comments/config'
import { readAlgoliaSettings, type AlgoliaSettings } from '../search/server/algolia-settings'
import { readWidgetSettings, type WidgetSettings } from '../widgets/config'
import { BUSUANZI_URL } from '../ui/busuanzi-url'

export interface CspFeatures {
  comments: CommentSettings
  analytics: AnalyticsSettings
  ads: AdsSettings
  widgets: WidgetSettings
  algolia: AlgoliaSettings | null
}

type Env = Record<string, string | undefined>

/** The features of the environment `env` (checked at start with the rest: lib/config/check-all). */
export function readCspFeatures(env: Env): CspFeatures {
  return {
    comments: readCommentSettings(env),
    analytics: readAnalyticsSettings(env),
    ads: readAdsSettings(env),
    widgets: readWidgetSettings(env),
    algolia: readAlgoliaSettings(env),
  }
}

type Directive = 'script' | 'style' | 'connect' | 'frame' | 'font'

/** `https://cdn.example.com/a/b.js` → `https://cdn.example.com`; null for anything else. */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url)
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null
  } catch {
    return null
  }
}

// Hosts a service's own script goes on to use, from the services' CSP guides.
const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
}
const ADSENSE = {
  script: [
    'https://pagead2.googlesyndication.com', 'https://partner.googleadservices.com', 'https://tpc.googlesyndication.com',
    'https://www.googletagservices.com', 'https://adservice.google.com', 'https://*.adtrafficquality.google', 'https://fundingchoicesmessages.google.com',
  ],
  connect: ['https://pagead2.googlesyndication.com', 'https://*.adtrafficquality.google', 'https://fundingchoicesmessages.google.com', 'https://csi.gstatic.com'],
  frame: ['https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com', 'https://www.google.com', 'https://*.adtrafficquality.google'],
}

/** The origins each directive needs beyond 'self' for the configured features. */
export function featureSources(f: CspFeatures): Record<Directive, Set<string>> {
  const out: Record<Directive, Set<string>> = {
    script: new Set(), style: new Set(), connect: new Set(), frame: new Set(), font: new Set(),
  }
  const add = (d: Directive, ...urls: Array<string | null | undefined>) => {
    for (const u of urls) {
      if (!u) continue
      // a URL counts by its origin; a source expression (`https://*.example.com`, a bare host) as is
      const o = /^[a-z]+:\/\/[^*]*$/.test(u) ? originOf(u) : u
      if (o) out[d].add(o)
    }
  }
  /** one origin for several directives */
  const allow = (url: string, ...ds: Directive[]) => ds.forEach((d) => add(d, url))

  // Comments (lib/comments/mount): each system's script, stylesheet, API and frames.
  const c = f.comments
  if (c.COMMENT_TWIKOO_ENV_ID) {
    add('script', c.COMMENT_TWIKOO_CDN_URL)
    // a self-hosted Twikoo answers at its URL; an env id is Tencent CloudBase
    if (/^https?:\/\//.test(c.COMMENT_TWIKOO_ENV_ID)) add('connect', c.COMMENT_TWIKOO_ENV_ID)
    else add('connect', 'https://*.tcloudbase.com', 'https://tcb-api.tencentcloudapi.com')
  }
  if (c.COMMENT_WALINE_SERVER_URL) {
    const client = c.COMMENT_WALINE_CLIENT_URL
    allow(client, 'script', 'style', 'font', 'connect')
    add('connect', c.COMMENT_WALINE_SERVER_URL)
    // the default emoji sets (a protocol-relative //unpkg.com URL: a bare host matches the
    // page's scheme) and the GIF search of the Waline client
    add('connect', 'unpkg.com', 'https://api.giphy.com')
  }
  if (c.COMMENT_GISCUS_REPO) {
    allow('https://giscus.app', 'script', 'frame')
  }
  if (c.COMMENT_ARTALK_SERVER) {
    allow(c.COMMENT_ARTALK_SERVER, 'script', 'style', 'connect')
  }
  if (c.COMMENT_UTTERANCES_REPO) {
    allow('https://utteranc.es', 'script', 'frame')
  }
  if (c.COMMENT_CUSDIS_APP_ID) {
    allow(c.COMMENT_CUSDIS_HOST, 'script', 'frame', 'connect')
  }
  if (c.COMMENT_GITALK_REPO) {
    allow(c.COMMENT_GITALK_CDN_URL, 'script', 'style')
    // the issues API, and the OAuth token exchange through Gitalk's CORS proxy
    add('connect', 'https://api.github.com', 'https://github.com', 'https://cors-anywhere.azm.workers.dev')
  }
  if (c.COMMENT_VALINE_APP_ID) {
    add('script', c.COMMENT_VALINE_CDN_URL)
    // LeanCloud: the app's own API domain when set, else LeanCloud's shared ones
    if (c.COMMENT_VALINE_SERVER_URLS) add('connect', c.COMMENT_VALINE_SERVER_URLS)
    else add('connect', 'https://*.lncldglobal.com', 'https://*.lncld.net', 'https://*.leancloud.cn')
  }

  // Analytics (lib/analytics/scripts.ts); Vercel's script is served by the site itself.
  const a = f.analytics
  if (a.ANALYTICS_GOOGLE_ID) {
    add('script', ...GOOGLE_ANALYTICS.script)
    add('connect', ...GOOGLE_ANALYTICS.connect)
  }
  if (a.ANALYTICS_UMAMI_ID) {
    allow(a.ANALYTICS_UMAMI_SCRIPT_URL, 'script', 'connect')
  }
  if (a.ANALYTICS_PLAUSIBLE_DOMAIN) {
    allow(a.ANALYTICS_PLAUSIBLE_SCRIPT_URL, 'script', 'connect')
  }
  if (a.ANALYTICS_BAIDU_ID) {
    allow('https://hm.baidu.com', 'script', 'connect')
  }
  // busuanzi answers by JSONP: a script per count
  if (a.ANALYTICS_BUSUANZI_ENABLE) add('script', BUSUANZI_URL)

  // Ads (lib/ads): AdSense's loader and the frames it fills.
  if (f.ads.ADSENSE_GOOGLE_ID) {
    add('script', ...ADSENSE.script)
    add('connect', ...ADSENSE.connect)
    add('frame', ...ADSENSE.frame)
  }

  // Hosted search: the browser queries Algolia with the search-only key.
  if (f.algolia) {
    if (f.algolia.host) add('connect', f.algolia.host)
    else add('connect', 'https://*.algolia.net', 'https://*.algolianet.com')
  }

  // Widgets (lib/widgets): the pet's runtime and model, the chat bubble.
  const w = f.widgets
  if (w.WIDGET_PET) {
    add('script', w.WIDGET_PET_SCRIPT_URL)
    add('connect', w.WIDGET_PET_LINK)
  }
  if (w.WIDGET_CHAT && w.WIDGET_CHAT_BOT_ID) {
    allow(w.WIDGET_CHAT_BASE_URL, 'script', 'frame', 'connect')
  }
  return out
}

export function contentSecurityPolicy(f: CspFeatures): string {
  const s = featureSources(f)
  const list = (base: string[], extra: Set<string>) => [...base, ...[...extra].sort()].join(' ')
  return [
    `default-src 'self'`,
    `script-src ${list([`'self'`, `'unsafe-inline'`], s.script)}`,
    // React's style attributes, Next's and the themes' inline styles
    `style-src ${list([`'self'`, `'unsafe-inline'`], s.style)}`,
    // music tracks, avatars of comment systems and ad images are covered by https: too
    `img-src 'self' data: blob: https:`,
    `media-src 'self' blob: https:`,
    `font-src ${list([`'self'`, 'data:'], s.font)}`,
    `connect-src ${list([`'self'`], s.connect)}`,
    `frame-src ${list([`'self'`, 'https:'], s.frame)}`,
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'self'`,
    // the lock prompt posts to /api/unlock; no configured feature posts a form elsewhere
    `form-action 'self'`,
  ].join('; ')
}

/**
 * Browser features the site never uses are switched off for the page and every frame in it.
 * Fullscreen, autoplay, clipboard-write and picture-in-picture are left alone: video and map
 * embeds ask for them through their iframe's `allow`, which a `fullscreen=(self)` here would
 * overrule for every other origin. Only features Chromium knows are named (an unknown one is a
 * console error on every page).
 */
export const PERMISSIONS_POLICY = [
  'camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'serial=()', 'hid=()',
  'midi=()', 'magnetometer=()', 'gyroscope=()', 'accelerometer=()', 'display-capture=()', 'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ')

/**
 * The policy of files served as they are (/files/…): a document opened on its own (an SVG put
 * into a snapshot by hand, say) may run and load nothing; its own inline styles still apply.
 * Browsers' PDF viewers and media players are not affected. (No `sandbox`: some PDF viewers
 * refuse to run in a sandboxed document, and with no script allowed it would add little.)
 */
export const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'"

export function securityHeaders(f: CspFeatures): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(f),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  }
}
