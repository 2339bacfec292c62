'use client'
// An element whose content was sent once, as HTML (./collapse.ts). On the server its markup comes
// from the stash; in the browser from the element already in the page, which came in the same
// response as the payload naming it. Islands never navigate in-app (lib/ui/navigate.ts, plain
// anchors), so a page's payload is always the one inlined in its own HTML: the markup is there.
// Should it ever be missing (a bug), the page loads again once, never in a loop.
import { createElement, useEffect, useState } from 'react'
import { stashed } from './stash'

const known = new Map<string, string>()

function fromPage(k: string): string | undefined {
  if (known.has(k)) return known.get(k)
  const element = document.querySelector(`[data-so="${k}"]`)
  if (!element) return undefined
  known.set(k, element.innerHTML)
  return element.innerHTML
}

// Never more than one reload per address in a short while: a page whose HTML lacks the markup
// (a bug) must not reload forever.
const RELOAD_GUARD_MS = 30_000
function reloadOnce(url: string, reason: string) {
  const key = `leafpress:send-once-reload:${url}`
  const last = Number(sessionStorage.getItem(key))
  if (last && Date.now() - last < RELOAD_GUARD_MS) return console.error(`send-once: ${reason}; not reloading again`)
  sessionStorage.setItem(key, String(Date.now()))
  location.reload()
}

export function StaticLeaf({ k, t, p }: { k: string; t: string; p: Record<string, unknown> }) {
  const [html] = useState(() => {
    if (typeof window === 'undefined') {
      const markup = stashed(k)
      if (markup === undefined) console.error(`send-once: no markup for ${k} (${t}); the element is empty`)
      return markup ?? ''
    }
    return fromPage(k)
  })

  useEffect(() => {
    if (html === undefined) reloadOnce(location.href.split('#')[0], `no markup for ${k} in the page`)
  }, [html, k])

  return createElement(t, { ...p, 'data-so': k, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: html ?? '' } })
}
