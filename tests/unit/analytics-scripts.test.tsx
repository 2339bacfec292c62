import { isValidElement, type ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '@/lib/config/load'
import { AdsLoader } from '@/lib/ads/AdsLoader'
import { ADS_DELAY_MS } from '@/lib/ads/AdsScript'
import { AdSlot } from '@/lib/ads/AdSlot'
import { readAdsSettings } from '@/lib/ads/config'
import { AD_SLOT_TYPES, adSlotAttributes, adsScriptUrl } from '@/lib/ads/slots'
import { Analytics } from '@/lib/analytics/Analytics'
import { AnalyticsScripts } from '@/lib/analytics/AnalyticsScripts'
import { readAnalyticsSettings } from '@/lib/analytics/config'
import * as islands from '@/lib/analytics/lazy'
import { analyticsScripts } from '@/lib/analytics/scripts'

const GA = 'G-ABC123XYZ'
const BAIDU = '0123456789abcdef0123456789abcdef'
const UMAMI = '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b'

describe('analytics script selection', () => {
  it('selects nothing by default', () => {
    expect(analyticsScripts(readAnalyticsSettings({}))).toEqual([])
  })

  it('selects each configured service, and only those', () => {
    const pick = (env: Record<string, string>) => analyticsScripts(readAnalyticsSettings(env)).map((s) => s.id)
    expect(pick({ ANALYTICS_VERCEL: 'true' })).toEqual(['va-queue', 'va'])
    expect(pick({ ANALYTICS_GOOGLE_ID: GA })).toEqual(['gtag-init', 'gtag'])
    expect(pick({ ANALYTICS_UMAMI_ID: UMAMI })).toEqual(['umami'])
    expect(pick({ ANALYTICS_PLAUSIBLE_DOMAIN: 'blog.example.com' })).toEqual(['plausible'])
    expect(pick({ ANALYTICS_BAIDU_ID: BAIDU })).toEqual(['baidu-init', 'baidu'])
    expect(pick({ ANALYTICS_GOOGLE_ID: GA, ANALYTICS_BAIDU_ID: BAIDU })).toEqual(['gtag-init', 'gtag', 'baidu-init', 'baidu'])
  })

  it('builds each service’s script URL and attributes from its settings', () => {
    const s = analyticsScripts(
      readAnalyticsSettings({
        ANALYTICS_VERCEL: 'true',
        ANALYTICS_GOOGLE_ID: GA,
        ANALYTICS_UMAMI_ID: UMAMI,
        ANALYTICS_UMAMI_SCRIPT_URL: 'https://stats.example.com/script.js',
        ANALYTICS_PLAUSIBLE_DOMAIN: 'blog.example.com',
        ANALYTICS_BAIDU_ID: BAIDU,
      }),
      '/blog',
    )
    const byId = Object.fromEntries(s.map((x) => [x.id, x]))
    expect(byId.va.src).toBe('/blog/_vercel/insights/script.js')
    expect(byId.gtag.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${GA}`)
    expect(byId['gtag-init'].inline).toContain(`gtag('config',"${GA}")`)
    expect(byId.umami).toEqual({ id: 'umami', src: 'https://stats.example.com/script.js', attrs: { 'data-website-id': UMAMI } })
    expect(byId.plausible).toEqual({ id: 'plausible', src: 'https://plausible.io/js/script.js', attrs: { 'data-domain': 'blog.example.com' } })
    expect(byId.baidu.src).toBe(`https://hm.baidu.com/hm.js?${BAIDU}`)
    // a self-hosted Plausible
    const own = analyticsScripts(readAnalyticsSettings({ ANALYTICS_PLAUSIBLE_DOMAIN: 'blog.example.com', ANALYTICS_PLAUSIBLE_SCRIPT_URL: 'https://stats.example.com/js/script.js' }))
    expect(own.find((x) => x.id === 'plausible')?.src).toBe('https://stats.example.com/js/script.js')
  })

  it('rejects ids that are not what the service issues (they end up in inline code)', () => {
    expect(() => readAnalyticsSettings({ ANALYTICS_GOOGLE_ID: "G-1');alert(1)//" })).toThrow(ConfigError)
    expect(() => readAnalyticsSettings({ ANALYTICS_BAIDU_ID: 'abc' })).toThrow(/ANALYTICS_BAIDU_ID.*32-character/)
    expect(() => readAnalyticsSettings({ ANALYTICS_UMAMI_ID: 'a b' })).toThrow(/ANALYTICS_UMAMI_ID/)
    expect(() => readAnalyticsSettings({ ANALYTICS_PLAUSIBLE_DOMAIN: 'https://blog.example.com' })).toThrow(/domain/)
  })
})

describe('Analytics (root layout)', () => {
  it('renders nothing by default: no script, no island', () => {
    expect(Analytics({ settings: readAnalyticsSettings({}) })).toBeNull()
  })

  it('hands only the selected scripts to the browser island', () => {
    const el = Analytics({ settings: readAnalyticsSettings({ ANALYTICS_GOOGLE_ID: GA }), basePath: '' }) as ReactElement<{ children: ReactElement[] }>
    const [scripts, counter] = el.props.children
    expect(isValidElement(scripts) && scripts.type).toBe(islands.AnalyticsScripts) // loads ./AnalyticsScripts when rendered
    expect((scripts.props as { scripts: unknown[] }).scripts.map((s) => (s as { id: string }).id)).toEqual(['gtag-init', 'gtag'])
    expect(counter).toBe(false)
  })

  it('mounts the page-view counter only when busuanzi is on', () => {
    const el = Analytics({ settings: readAnalyticsSettings({ ANALYTICS_BUSUANZI_ENABLE: 'true' }) }) as ReactElement<{ children: ReactElement[] }>
    const [scripts, counter] = el.props.children
    expect(scripts).toBe(false)
    expect(counter.type).toBe(islands.PageViewCounter)
  })

  it('puts no script into the server HTML: scripts load in the browser after idle', () => {
    const html = renderToStaticMarkup(<AnalyticsScripts scripts={analyticsScripts(readAnalyticsSettings({ ANALYTICS_GOOGLE_ID: GA }))} trackBaidu={false} />)
    expect(html).toBe('')
  })
})

describe('ads', () => {
  const on = {
    ADSENSE_GOOGLE_ID: 'ca-pub-1234567890123456',
    ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '1111111111',
    ADSENSE_GOOGLE_SLOT_FLOW: '2222222222',
    ADSENSE_GOOGLE_FLOW_LAYOUT_KEY: '-fb+5w+4e-db+86',
    ADSENSE_GOOGLE_SLOT_NATIVE: '3333333333',
    ADSENSE_GOOGLE_SLOT_AUTO: '4444444444',
  }

  it('has no slot and no script by default', () => {
    const s = readAdsSettings({})
    for (const t of AD_SLOT_TYPES) expect(adSlotAttributes(t, s)).toBeNull()
    expect(AdsLoader({ settings: s })).toBeNull()
    expect(renderToStaticMarkup(<AdSlot type="auto" settings={s} />)).toBe('')
  })

  it('gives each of the four slot types its configured id and format', () => {
    const s = readAdsSettings(on)
    expect(adSlotAttributes('in-article', s)).toEqual({ 'data-ad-client': on.ADSENSE_GOOGLE_ID, 'data-ad-slot': '1111111111', 'data-ad-layout': 'in-article', 'data-ad-format': 'fluid' })
    expect(adSlotAttributes('flow', s)).toEqual({ 'data-ad-client': on.ADSENSE_GOOGLE_ID, 'data-ad-slot': '2222222222', 'data-ad-format': 'fluid', 'data-ad-layout-key': '-fb+5w+4e-db+86' })
    expect(adSlotAttributes('native', s)).toEqual({ 'data-ad-client': on.ADSENSE_GOOGLE_ID, 'data-ad-slot': '3333333333', 'data-ad-format': 'autorelaxed' })
    expect(adSlotAttributes('auto', s)).toEqual({ 'data-ad-client': on.ADSENSE_GOOGLE_ID, 'data-ad-slot': '4444444444', 'data-ad-format': 'auto', 'data-full-width-responsive': 'true' })
  })

  it('renders a slot only for types whose id is configured', () => {
    const s = readAdsSettings({ ADSENSE_GOOGLE_ID: on.ADSENSE_GOOGLE_ID, ADSENSE_GOOGLE_SLOT_AUTO: '4444444444', ADSENSE_GOOGLE_TEST: 'true' })
    expect(renderToStaticMarkup(<AdSlot type="in-article" settings={s} />)).toBe('')
    expect(renderToStaticMarkup(<AdSlot type="auto" settings={s} />)).toBe(
      '<ins class="adsbygoogle" style="display:block" data-testid="ad-auto" data-ad-client="ca-pub-1234567890123456" data-adtest="on" data-ad-slot="4444444444" data-ad-format="auto" data-full-width-responsive="true"></ins>',
    )
  })

  it('loads the AdSense script for the configured publisher, 3 s after a page shows', () => {
    expect(ADS_DELAY_MS).toBe(3000)
    expect(adsScriptUrl(on.ADSENSE_GOOGLE_ID)).toBe('https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456')
    const el = AdsLoader({ settings: readAdsSettings(on) }) as ReactElement<{ client: string }>
    expect(el.props.client).toBe(on.ADSENSE_GOOGLE_ID)
  })

  it('refuses slot ids without a publisher id, and a flow slot without its layout key', () => {
    expect(() => readAdsSettings({ ADSENSE_GOOGLE_SLOT_AUTO: '4444444444' })).toThrow(/ADSENSE_GOOGLE_ID is empty/)
    expect(() => readAdsSettings({ ADSENSE_GOOGLE_ID: on.ADSENSE_GOOGLE_ID, ADSENSE_GOOGLE_SLOT_FLOW: '2222222222' })).toThrow(/LAYOUT_KEY/)
    expect(() => readAdsSettings({ ADSENSE_GOOGLE_ID: 'pub-123' })).toThrow(/ca-pub-/)
  })
})
