// Which analytics scripts a page gets, as plain descriptions (pure: unit-tested, and the only
// data that crosses to the browser). Ids are checked by config.ts, so they are safe in inline code.
import type { AnalyticsSettings } from './config'

export interface ScriptSpec {
  /** stable id: next/script loads each id once per page */
  id: string
  src?: string
  /** inline code, run before the src of the same service (queues calls until it loads) */
  inline?: string
  attrs?: Record<string, string>
}

export function analyticsScripts(s: AnalyticsSettings, basePath = ''): ScriptSpec[] {
  const out: ScriptSpec[] = []
  if (s.ANALYTICS_VERCEL) {
    out.push({ id: 'va-queue', inline: 'window.va=window.va||function(){(window.vaq=window.vaq||[]).push(arguments)};' })
    out.push({ id: 'va', src: `${basePath}/_vercel/insights/script.js` })
  }
  if (s.ANALYTICS_GOOGLE_ID) {
    const id = JSON.stringify(s.ANALYTICS_GOOGLE_ID)
    out.push({ id: 'gtag-init', inline: `window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}gtag('js',new Date());gtag('config',${id});` })
    out.push({ id: 'gtag', src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(s.ANALYTICS_GOOGLE_ID)}` })
  }
  if (s.ANALYTICS_UMAMI_ID) {
    out.push({ id: 'umami', src: s.ANALYTICS_UMAMI_SCRIPT_URL, attrs: { 'data-website-id': s.ANALYTICS_UMAMI_ID } })
  }
  if (s.ANALYTICS_PLAUSIBLE_DOMAIN) {
    out.push({ id: 'plausible', src: s.ANALYTICS_PLAUSIBLE_SCRIPT_URL, attrs: { 'data-domain': s.ANALYTICS_PLAUSIBLE_DOMAIN } })
  }
  if (s.ANALYTICS_BAIDU_ID) {
    out.push({ id: 'baidu-init', inline: 'window._hmt=window._hmt||[];' })
    out.push({ id: 'baidu', src: `https://hm.baidu.com/hm.js?${s.ANALYTICS_BAIDU_ID}` })
  }
  return out
}
