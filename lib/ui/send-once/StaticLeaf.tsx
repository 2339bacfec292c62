'use client'
// An element whose content was sent once, as HTML (./collapse.ts). On the server its markup comes
// from the stash; in the browser from the element already in the page. After a client-side
// navigation the element is not in the page: its markup is read from the page's document,
// fetched once for all leaves of that page (an ISR page, from cache).
import { createElement, useEffect, useState } from 'react'
import { CONTENT_EVENT } from './events'
import { stashed } from './stash'

const known = new Map<string, string>()
const documents = new Map<string, Promise<Document>>()

function fromPage(k: string): string | undefined {
  if (known.has(k)) return known.get(k)
  const element = document.querySelector(`[data-so="${k}"]`)
  if (!element) return undefined
  known.set(k, element.innerHTML)
  return element.innerHTML
}

function pageDocument(url: string): Promise<Document> {
  let pending = documents.get(url)
  if (!pending) {
    pending = fetch(url, { credentials: 'same-origin' })
      // a 404 page has leaves too: any HTML answer will do
      .then((response) =>
        response.headers.get('content-type')?.includes('text/html') ? response.text() : Promise.reject(new Error(`HTTP ${response.status}`)),
      )
      .then((text) => new DOMParser().parseFromString(text, 'text/html'))
    documents.set(url, pending)
    pending.catch(() => documents.delete(url))
  }
  return pending
}

// A full load gives leaves their markup in the page. Never more than one reload per address in
// a short while: a page whose HTML lacks the markup (a bug) must not reload forever.
const RELOAD_GUARD_MS = 30_000
function reloadOnce(url: string, reason: string) {
  const key = `leafpress:send-once-reload:${url}`
  const last = Number(sessionStorage.getItem(key))
  if (last && Date.now() - last < RELOAD_GUARD_MS) return console.error(`send-once: ${reason}; not reloading again`)
  sessionStorage.setItem(key, String(Date.now()))
  location.reload()
}

export function StaticLeaf({ k, t, p }: { k: string; t: string; p: Record<string, unknown> }) {
  const [html, setHtml] = useState(() => {
    if (typeof window === 'undefined') {
      const markup = stashed(k)
      if (markup === undefined) console.error(`send-once: no markup for ${k} (${t}); the element is empty`)
      return markup ?? ''
    }
    return fromPage(k)
  })
  const [late, setLate] = useState(false)

  useEffect(() => {
    if (html === undefined) return
    // markup that was not in the page at hydration: tell the behaviours working on server markup
    if (late) document.dispatchEvent(new Event(CONTENT_EVENT))
  }, [html, late])

  useEffect(() => {
    if (html !== undefined) return
    let live = true
    const url = location.href.split('#')[0]
    pageDocument(url).then(
      (page) => {
        const element = page.querySelector(`[data-so="${k}"]`)
        // the page changed since this payload was rendered: load it in full, once
        if (!element) return reloadOnce(url, `no markup for ${k} in ${url}`)
        known.set(k, element.innerHTML)
        if (live) {
          setLate(true)
          setHtml(element.innerHTML)
        }
      },
      (error) => reloadOnce(url, `could not fetch ${url}: ${String(error)}`),
    )
    return () => {
      live = false
    }
  }, [html, k])

  return createElement(t, { ...p, 'data-so': k, suppressHydrationWarning: true, dangerouslySetInnerHTML: { __html: html ?? '' } })
}
