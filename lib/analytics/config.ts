// Web analytics and the page-view counter. Everything is off by default; each service loads
// only when its id is set. Each key is also an env var of the same name.
import { httpUrl, memo, optionalId, readSettings, type Check, type Env } from '../config/settings'

export const ANALYTICS_DEFAULTS = {
  /** Vercel Web Analytics (turn it on in the Vercel project too) */
  ANALYTICS_VERCEL: false,
  /** Google Analytics 4 measurement id, e.g. G-XXXXXXXXXX */
  ANALYTICS_GOOGLE_ID: '',
  /** Umami website id, and the script of your Umami (cloud or self-hosted) */
  ANALYTICS_UMAMI_ID: '',
  ANALYTICS_UMAMI_SCRIPT_URL: 'https://cloud.umami.is/script.js',
  /** Plausible: the domain registered there, and the script of your Plausible */
  ANALYTICS_PLAUSIBLE_DOMAIN: '',
  ANALYTICS_PLAUSIBLE_SCRIPT_URL: 'https://plausible.io/js/script.js',
  /** Baidu Tongji site id (the hex after hm.js?) */
  ANALYTICS_BAIDU_ID: '',
  /** busuanzi page views and visitors, shown where the theme has [data-busuanzi] elements */
  ANALYTICS_BUSUANZI_ENABLE: false,
}

export type AnalyticsSettings = typeof ANALYTICS_DEFAULTS

export const ANALYTICS_CHECKS: Partial<Record<keyof AnalyticsSettings, Check>> = {
  ANALYTICS_GOOGLE_ID: (v) => (v === '' || /^(G|UA|GT|AW)-[A-Z0-9-]+$/.test(String(v)) ? null : "use the measurement id shown by Google Analytics, e.g. G-XXXXXXXXXX, or ''"),
  ANALYTICS_UMAMI_ID: optionalId,
  ANALYTICS_UMAMI_SCRIPT_URL: httpUrl,
  ANALYTICS_PLAUSIBLE_DOMAIN: (v) => (v === '' || /^[a-z0-9.-]+(,[a-z0-9.-]+)*$/i.test(String(v)) ? null : "use your site's domain as registered in Plausible, e.g. blog.example.com, or ''"),
  ANALYTICS_PLAUSIBLE_SCRIPT_URL: httpUrl,
  ANALYTICS_BAIDU_ID: (v) => (v === '' || /^[0-9a-f]{32}$/i.test(String(v)) ? null : "use the 32-character id after hm.js? in Baidu's snippet, or ''"),
}

export const readAnalyticsSettings = (env: Env) => readSettings(ANALYTICS_DEFAULTS, ANALYTICS_CHECKS, env)
export const analyticsSettings = memo(() => readAnalyticsSettings(process.env))
