// The "a page is loading" flag for loading covers. The App Router has no route events, so the
// flag is set when the reader follows a link to another page of this site (start), and cleared
// when the path changes (complete), when an error surfaces, or after a time limit (a failed
// client navigation falls back to a full page load and would otherwise never "complete").
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

const GIVE_UP_MS = 8000

/** True when a click on this anchor starts a navigation to another page of this site. */
export function isPageNavigation(a: HTMLAnchorElement, e: MouseEvent, here: Location): boolean {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return false
  if (a.target && a.target !== '_self') return false
  if (a.hasAttribute('download')) return false
  const url = new URL(a.href, here.href)
  if (url.origin !== here.origin) return false
  return url.pathname !== here.pathname || url.search !== here.search
}

export function useRouteLoading(): boolean {
  const pathname = usePathname()
  const [loading, setLoading] = useState(false)

  // complete: the new path is rendered
  useEffect(() => setLoading(false), [pathname])

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const stop = () => {
      clearTimeout(timer)
      setLoading(false)
    }
    const onClick = (e: MouseEvent) => {
      const a = (e.target as Element | null)?.closest?.('a')
      if (!a || !isPageNavigation(a, e, window.location)) return
      setLoading(true)
      clearTimeout(timer)
      timer = setTimeout(stop, GIVE_UP_MS)
    }
    // Capture phase: a handler may cancel the click's default (to navigate itself) in React's
    // bubble-phase handler, which would hide the click from a bubbling listener.
    document.addEventListener('click', onClick, true)
    window.addEventListener('error', stop)
    window.addEventListener('unhandledrejection', stop)
    window.addEventListener('popstate', stop)
    // a page restored from the back/forward cache comes back as it was left: loading
    window.addEventListener('pageshow', stop)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('error', stop)
      window.removeEventListener('unhandledrejection', stop)
      window.removeEventListener('popstate', stop)
      window.removeEventListener('pageshow', stop)
    }
  }, [])
  return loading
}
