'use client'
// Ads wait 3 s after each page shows (first load or client navigation), then the AdSense script
// is added once and every new slot on the page is queued for filling. Ads never delay the page.
// A prerendered page asks for none until it is shown (lib/ui/activation.ts).
import { usePathname } from 'next/navigation'
import { useEffect } from 'react'
import { whenActivated } from '@/lib/ui/activation'
import { adsScriptUrl } from './slots'

export const ADS_DELAY_MS = 3000

type Queue = Array<Record<string, never>>

function fillSlots(client: string) {
  if (!document.getElementById('adsbygoogle-js')) {
    const s = document.createElement('script')
    s.id = 'adsbygoogle-js'
    s.src = adsScriptUrl(client)
    s.async = true
    s.crossOrigin = 'anonymous'
    document.head.appendChild(s)
  }
  const w = window as unknown as { adsbygoogle?: Queue }
  const queue = (w.adsbygoogle ??= [])
  document.querySelectorAll<HTMLElement>('ins.adsbygoogle:not([data-adsbygoogle-status]):not([data-queued])').forEach((ins) => {
    ins.dataset.queued = '1' // one push per slot, however often this runs
    queue.push({})
  })
}

export function AdsScript({ client }: { client: string }) {
  const pathname = usePathname()
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stopWaiting = whenActivated(() => (timer = setTimeout(() => fillSlots(client), ADS_DELAY_MS)))
    return () => {
      stopWaiting()
      clearTimeout(timer)
    }
  }, [client, pathname])
  return null
}
