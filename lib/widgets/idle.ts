// True once the page has loaded and the browser has been idle: the moment extras (widgets, the
// page-view counter) may start without competing with the page itself. A prerendered page
// (lib/ui/activation.ts) waits until it is shown first: it may never be.
import { useEffect, useState } from 'react'
import { whenActivated } from '@/lib/ui/activation'

export function afterIdle(run: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    // Safari has no requestIdleCallback: a short timeout after load does the same job there.
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 4000 })
    else timer = setTimeout(run, 1500)
  }
  const start = () => {
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
  }
  const stopWaiting = whenActivated(start)
  return () => {
    stopWaiting()
    window.removeEventListener('load', schedule)
    if (idle !== undefined) window.cancelIdleCallback(idle)
    clearTimeout(timer)
  }
}

export function useAfterIdle(): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => afterIdle(() => setReady(true)), [])
  return ready
}
