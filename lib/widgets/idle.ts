// True once the page has loaded and the browser has been idle: the moment extras (widgets, the
// page-view counter) may start without competing with the page itself.
import { useEffect, useState } from 'react'

export function afterIdle(run: () => void): () => void {
  let idle: number | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const schedule = () => {
    // Safari has no requestIdleCallback: a short timeout after load does the same job there.
    if ('requestIdleCallback' in window) idle = window.requestIdleCallback(run, { timeout: 4000 })
    else timer = setTimeout(run, 1500)
  }
  if (document.readyState === 'complete') schedule()
  else window.addEventListener('load', schedule, { once: true })
  return () => {
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
