'use client'
// Two small browser behaviours for rendered bodies:
// - a URL hash that names a rendered block (an element with a `notion-*` class) scrolls smoothly
//   to it after 180 ms, once layout (fonts, images with reserved space) has settled;
// - a link to this same page that would open a new tab opens in this tab instead.
import { useEffect } from 'react'

const SCROLL_DELAY_MS = 180

function targetOf(hash: string): Element | null {
  if (!hash || hash.length < 2) return null
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {}
  const element = document.getElementById(id)
  return element && /(^|\s)notion-/.test(element.getAttribute('class') ?? '') ? element : null
}

export function HashScroll() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const scroll = () => {
      clearTimeout(timer)
      timer = setTimeout(() => targetOf(location.hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS)
    }
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[target="_blank"]') as HTMLAnchorElement | null
      if (!link?.href) return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin || url.pathname !== location.pathname) return
      event.preventDefault()
      if (url.hash && url.hash !== location.hash) location.hash = url.hash
      else if (url.hash) scroll()
      else if (url.search !== location.search) location.assign(url.href)
    }
    scroll()
    window.addEventListener('hashchange', scroll)
    document.addEventListener('click', onClick)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('hashchange', scroll)
      document.removeEventListener('click', onClick)
    }
  }, [])
  return null
}
