// The document every theme's pages share: <html> with the language and theme, the no-flash
// dark-mode script, the smooth scroll to a URL's #anchor, the speculation rules that prerender
// the page a reader is about to open (lib/ui/speculation-rules.ts), feed links, and the site-wide extras (custom assets, analytics, ads,
// widgets) after the theme's page. A theme with a `forcedAppearance` (plog: always dark) gets
// that class in the HTML itself and no script, so the visitor's own darkMode cookie, which
// every other theme follows, is never touched.
import type { ReactNode } from 'react'
import { getConfig } from '@/lib/config'
import type { LocaleName } from '@/lib/config/names'
import { darkModeScript, type AppearanceSettings } from '@/lib/ui/dark-mode-script'
import { hashScrollScript } from '@/lib/ui/hash-scroll-script'
import { getStrings } from '@/lib/i18n'
import { CustomAssets, siteCustomAssets } from '@/lib/seo/custom-assets'
import { speculationRules } from '@/lib/ui/speculation-rules'
import { Analytics } from '@/lib/analytics/Analytics'
import { AdsLoader } from '@/lib/ads/AdsLoader'
import { Widgets } from '@/lib/widgets/Widgets'
import { FEED_PATHS, FEED_TYPES } from '@/lib/feeds/feeds'
import type { ThemeModule } from '@/lib/theme-kit/types'

/** `prefix`: the language's address prefix ('' or '/en'): its feeds, and the base of the links islands build (lib/ui/link-prefix.ts). */
export function DocumentShell({ theme, lang, prefix = '', children }: { theme: ThemeModule; lang: LocaleName; prefix?: string; children: ReactNode }) {
  const c = getConfig()
  const appearance: AppearanceSettings = {
    appearance: c.APPEARANCE as 'light' | 'dark' | 'auto',
    darkStart: c.APPEARANCE_DARK_START,
    darkEnd: c.APPEARANCE_DARK_END,
  }
  const forced = theme.forcedAppearance
  return (
    <html lang={lang} data-theme={theme.name} data-lang-prefix={prefix || undefined} className={forced} suppressHydrationWarning>
      <head>
        {!forced && <script dangerouslySetInnerHTML={{ __html: darkModeScript(appearance) }} />}
        <script dangerouslySetInnerHTML={{ __html: hashScrollScript() }} />
        <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules(c.SUB_PATH, siteCustomAssets().js ? 'prefetch' : 'prerender') }} />
        <style>{`:root{--site-bg:${c.BACKGROUND_LIGHT}}.dark{--site-bg:${c.BACKGROUND_DARK}}`}</style>
        {c.ENABLE_RSS && (
          <>
            <link rel="alternate" type={FEED_TYPES.rss.split(';')[0]} title="RSS" href={`${c.SUB_PATH}${prefix}${FEED_PATHS.rss}`} />
            <link rel="alternate" type={FEED_TYPES.atom.split(';')[0]} title="Atom" href={`${c.SUB_PATH}${prefix}${FEED_PATHS.atom}`} />
            <link rel="alternate" type={FEED_TYPES.json.split(';')[0]} title="JSON Feed" href={`${c.SUB_PATH}${prefix}${FEED_PATHS.json}`} />
          </>
        )}
      </head>
      <body>
        {children}
        <CustomAssets />
        <Analytics />
        <AdsLoader />
        <Widgets strings={getStrings(lang)} />
      </body>
    </html>
  )
}
