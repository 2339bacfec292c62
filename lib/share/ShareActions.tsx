'use client'
// The share bar's behaviour, as one click handler around the server-rendered buttons: share
// links open in a popup of the network's size (after the optional pre-click hook), mail and
// app links hand over to the app, and the 'link' button copies the URL and says so in a small
// toast (a polite live region, gone after 2.5 s) instead of a native alert() that stops the page.
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
import type { ShareNetwork } from './networks'
import { popupFeatures } from './popup'

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text)
  } catch {
    // Older browsers and non-secure pages have no async clipboard.
    const area = document.createElement('textarea')
    area.value = text
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    document.execCommand('copy')
    area.remove()
  }
}

export function ShareActions({
  children,
  label,
  copiedText,
  beforeShare,
}: {
  children: ReactNode
  label: string
  copiedText: string
  beforeShare?: (network: ShareNetwork) => Promise<void>
}) {
  const [toast, setToast] = useState(0)
  useEffect(() => {
    if (!toast) return
    const id = setTimeout(() => setToast(0), 2500)
    return () => clearTimeout(id)
  }, [toast])
  async function onClick(e: MouseEvent<HTMLDivElement>) {
    const el = (e.target as Element).closest<HTMLElement>('[data-share]')
    // WeChat shows its QR code on hover/focus (CSS); modified clicks keep the browser's behaviour.
    if (!el || el.dataset.share === 'wechat' || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
    e.preventDefault()
    const network = el.dataset.share as ShareNetwork
    await beforeShare?.(network)
    if (network === 'link') {
      await copyText(el.dataset.url ?? window.location.href)
      setToast((n) => n + 1)
      return
    }
    const href = el.getAttribute('href')!
    const size = el.dataset.popup
    if (!size) {
      window.location.href = href
      return
    }
    const [w, h] = size.split('x').map(Number)
    window.open(href, '', popupFeatures([w, h], window))
  }
  return (
    <div role="group" aria-label={label} className="leafpress-share" data-testid="share-bar" onClick={onClick}>
      {children}
      <span role="status" aria-live="polite" className="leafpress-share-toast" data-shown={toast > 0}>
        {toast > 0 ? copiedText : ''}
      </span>
    </div>
  )
}
