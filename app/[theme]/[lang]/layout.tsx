import type { ReactNode } from 'react'
import type { Viewport } from 'next'
import '@/app/globals.css'
import { getConfig } from '@/lib/config'
import { readVariant, type VariantParams } from '@/lib/route/context'
import { darkModeScript } from '@/lib/ui/dark-mode-script'

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
  const script = darkModeScript({
    appearance: c.APPEARANCE as 'light' | 'dark' | 'auto',
    darkStart: c.APPEARANCE_DARK_START,
    darkEnd: c.APPEARANCE_DARK_END,
  })
  return (
    <html lang={lang} data-theme={theme} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: script }} />
        <style>{`:root{--site-bg:${c.BACKGROUND_LIGHT}}.dark{--site-bg:${c.BACKGROUND_DARK}}`}</style>
      </head>
      <body>{children}</body>
    </html>
  )
}
