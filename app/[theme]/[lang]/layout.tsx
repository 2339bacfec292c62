import type { ReactNode } from 'react'
import type { Viewport } from 'next'
import '@/app/globals.css'
import { getConfig } from '@/lib/config'
import { readVariant, type VariantParams } from '@/lib/route/context'
import { darkModeScript, type AppearanceSettings } from '@/lib/ui/dark-mode-script'
import { ColorScheme } from '@/lib/ui/ColorScheme'
import { getStrings } from '@/lib/i18n'
import { CustomAssets } from '@/lib/seo/custom-assets'
import { Analytics } from '@/lib/analytics/Analytics'
import { AdsLoader } from '@/lib/ads/AdsLoader'
import { Widgets } from '@/lib/widgets/Widgets'
import { FEED_PATHS, FEED_TYPES } from '@/lib/feeds/feeds'

export const revalidate = 30
export const dynamicParams = true

/** Only the default variant is built ahead; other themes and languages render on first visit. */
export function generateStaticParams() {
  const c = getConfig()
  return [{ theme: c.THEME, lang: c.LANG }]
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1 }

export default async function RootLayout({ children, params }: { children: ReactNode; params: Promise<VariantParams> }) {
  const { theme, lang } = readVariant(await params)
  const c = getConfig()
  const appearance: AppearanceSettings = {
    appearance: c.APPEARANCE as 'light' | 'dark' | 'auto',
    darkStart: c.APPEARANCE_DARK_START,
    darkEnd: c.APPEARANCE_DARK_END,
  }
  const script = darkModeScript(appearance)
  return (
    <html lang={lang} data-theme={theme} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: script }} />
        <style>{`:root{--site-bg:${c.BACKGROUND_LIGHT}}.dark{--site-bg:${c.BACKGROUND_DARK}}`}</style>
        {c.ENABLE_RSS && (
          <>
            <link rel="alternate" type={FEED_TYPES.rss.split(';')[0]} title="RSS" href={`${c.SUB_PATH}${FEED_PATHS.rss}`} />
            <link rel="alternate" type={FEED_TYPES.atom.split(';')[0]} title="Atom" href={`${c.SUB_PATH}${FEED_PATHS.atom}`} />
            <link rel="alternate" type={FEED_TYPES.json.split(';')[0]} title="JSON Feed" href={`${c.SUB_PATH}${FEED_PATHS.json}`} />
          </>
        )}
      </head>
      <body>
        <ColorScheme settings={appearance} />
        {children}
        <CustomAssets />
        <Analytics />
        <AdsLoader />
        <Widgets strings={getStrings(lang)} />
      </body>
    </html>
  )
}
