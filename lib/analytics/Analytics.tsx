// Web analytics and the page-view counter, for the root layout. Renders nothing in the default
// configuration, so the site then makes no analytics request and ships no analytics code.
import { analyticsSettings, type AnalyticsSettings } from './config'
import { AnalyticsScripts, PageViewCounter } from './lazy'
import { analyticsScripts } from './scripts'

export function Analytics({ settings = analyticsSettings(), basePath = process.env.LEAFPRESS_SUB_PATH ?? '' }: { settings?: AnalyticsSettings; basePath?: string }) {
  const scripts = analyticsScripts(settings, basePath)
  const counter = settings.ANALYTICS_BUSUANZI_ENABLE
  if (!scripts.length && !counter) return null
  return (
    <>
      {scripts.length > 0 && <AnalyticsScripts scripts={scripts} trackBaidu={!!settings.ANALYTICS_BAIDU_ID} />}
      {counter && <PageViewCounter />}
    </>
  )
}
