// The site as the feature e2e tests (share, comments, analytics/ads) see it: one build with
// every optional feature on — its comments pointed at the loopback Waline — in its own dist
// folder, so the default server's pages are never mixed with these. Also the offline guard the
// tests use: the browser may reach loopback only, and every other request is recorded and
// refused, so "present when on" is checked without any real third-party traffic.
import type { BrowserContext } from 'playwright-core'
import { startServer, type RunningServer } from './server'
import { WALINE_URL } from './waline'

export const FEATURES_DIST = '.next-e2e-features'

export const FEATURES_ENV: Record<string, string> = {
  POST_SHARE_BAR_ENABLE: 'true',
  ANALYTICS_VERCEL: 'true',
  ANALYTICS_GOOGLE_ID: 'G-LEAFPRESS01',
  ANALYTICS_UMAMI_ID: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
  ANALYTICS_PLAUSIBLE_DOMAIN: 'leafpress.example.com',
  ANALYTICS_BAIDU_ID: '0123456789abcdef0123456789abcdef',
  ANALYTICS_BUSUANZI_ENABLE: 'true',
  ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456',
  ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '1111111111',
  ADSENSE_GOOGLE_TEST: 'true',
  COMMENT_WALINE_SERVER_URL: WALINE_URL,
  COMMENT_WALINE_CLIENT_URL: `${WALINE_URL}/client`,
  COMMENT_WALINE_RECENT: 'true',
}

export function startFeatureSite(): Promise<RunningServer> {
  return startServer({ env: FEATURES_ENV, distDir: FEATURES_DIST })
}

export interface OutsideRequest {
  url: string
  /** Date.now() when the browser asked */
  at: number
}

/** Refuses every request that is not to loopback (or inline data) and records it. */
export async function keepOffline(context: BrowserContext): Promise<OutsideRequest[]> {
  const outside: OutsideRequest[] = []
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url())
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1' || url.hostname === 'localhost') {
      return route.continue()
    }
    outside.push({ url: url.href, at: Date.now() })
    return route.abort('blockedbyclient')
  })
  return outside
}
