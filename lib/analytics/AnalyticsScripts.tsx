'use client'
// Loads the configured analytics scripts after the page has loaded and the browser is idle
// (next/script lazyOnload), so they never compete with the page itself; a prerendered page loads
// them only once it is shown (lib/ui/activation.ts): a page never opened counts no view.
import Script from 'next/script'
import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'
import { AfterActivation } from '@/lib/ui/activation'
import type { ScriptSpec } from './scripts'

/** Baidu counts only full page loads by itself; client navigations are reported here. */
function useBaiduPageviews(on: boolean) {
  const pathname = usePathname()
  const first = useRef(true)
  useEffect(() => {
    if (!on) return
    if (first.current) {
      first.current = false
      return
    }
    const hmt = (window as unknown as { _hmt?: unknown[] })._hmt
    hmt?.push(['_trackPageview', window.location.pathname + window.location.search])
  }, [on, pathname])
}

export function AnalyticsScripts({ scripts, trackBaidu }: { scripts: ScriptSpec[]; trackBaidu: boolean }) {
  useBaiduPageviews(trackBaidu)
  return (
    <AfterActivation>
      {scripts.map((s) =>
        s.inline ? (
          <Script key={s.id} id={s.id} strategy="lazyOnload" dangerouslySetInnerHTML={{ __html: s.inline }} />
        ) : (
          <Script key={s.id} id={s.id} strategy="lazyOnload" src={s.src} {...s.attrs} />
        ),
      )}
    </AfterActivation>
  )
}
