'use client'
// The browser side of a rendered Notion body, as one island that listens on the document instead
// of one island per block: the body itself is plain server HTML sent once (lib/ui/send-once), so
// its interactive parts are found by class and data attributes.
// - images (`.notion-lazy-image[data-src]`): nothing is fetched until the box comes within 50 px
//   of the viewport; the file is fetched and decoded off-DOM, then shown in one piece. States in
//   `data-state`: NotAsked → Buffering → Loading → LoadSuccess | LoadError (showing `data-error`).
//   With `data-zoom` (its accessible name), a loaded image opens zoomed in an overlay (click, Enter
//   or Space); Escape, scrolling or a click closes it.
// - code blocks: the copy button copies the block's code and says its `data-copied` for 1.5 s.
// Every word shown comes from the server's markup, in the reader's language.
// - embeds (`.notion-embed-card[data-src]`): "Load …" swaps the card for a sandboxed, lazy iframe;
//   nothing is requested from the third party before.
// - tabs (`.notion-tabs`): their behaviour (islands/tabs.ts) is loaded only on a page that has
//   them; it switches tabs and opens the one holding an element a hash or in-page link names.
// - a URL hash naming a rendered block scrolls smoothly to it once layout has settled; a link to
//   this same page that would open a new tab opens in this tab instead.
import { useEffect } from 'react'
import { zoomMargin } from './zoom-margin'

const SCROLL_DELAY_MS = 180
const COPIED_MS = 1500
const IMAGE = '.notion-lazy-image[data-src]'

function targetOf(hash: string): Element | null {
  if (!hash || hash.length < 2) return null
  let id = hash.slice(1)
  try {
    id = decodeURIComponent(id)
  } catch {}
  const element = document.getElementById(id)
  return element && /(^|\s)notion-/.test(element.getAttribute('class') ?? '') ? element : null
}

function setState(box: HTMLElement, state: string) {
  box.dataset.state = state
  if (state === 'LoadSuccess' && box.dataset.zoom !== undefined) {
    box.setAttribute('role', 'button')
    box.tabIndex = 0
    if (box.dataset.zoom) box.setAttribute('aria-label', box.dataset.zoom)
  }
}

/** Fetches and decodes an image off-DOM, then puts it in its box. */
function loadImage(box: HTMLElement) {
  const src = box.dataset.src
  if (!src || box.dataset.state !== 'NotAsked') return
  setState(box, 'Buffering')
  const probe = new Image()
  probe.onload = () => {
    setState(box, 'Loading')
    const show = () => {
      const img = document.createElement('img')
      img.src = src
      img.alt = box.dataset.alt ?? ''
      if (box.dataset.width) img.width = Number(box.dataset.width)
      if (box.dataset.height) img.height = Number(box.dataset.height)
      if (box.dataset.fit) img.style.objectFit = box.dataset.fit
      if (box.dataset.position) img.style.objectPosition = box.dataset.position
      img.decoding = 'async'
      box.replaceChildren(img)
      setState(box, 'LoadSuccess')
    }
    probe.decode ? probe.decode().then(show, show) : show()
  }
  probe.onerror = () => {
    const error = document.createElement('span')
    error.className = 'notion-lazy-image-error'
    error.textContent = box.dataset.error ?? ''
    box.replaceChildren(error)
    setState(box, 'LoadError')
  }
  probe.src = src
}

function openZoom(box: HTMLElement): () => void {
  const margin = zoomMargin(window.innerWidth)
  const overlay = document.createElement('div')
  overlay.className = 'notion-zoom'
  overlay.setAttribute('role', 'dialog')
  overlay.setAttribute('aria-modal', 'true')
  overlay.setAttribute('aria-label', box.dataset.alt || box.dataset.zoom || '')
  const img = document.createElement('img')
  img.src = box.dataset.src ?? ''
  img.alt = box.dataset.alt ?? ''
  img.style.maxWidth = `calc(100vw - ${2 * margin}px)`
  img.style.maxHeight = `calc(100vh - ${2 * margin}px)`
  overlay.append(img)
  document.body.append(overlay)
  const close = (event?: Event) => {
    if (event?.type === 'keydown' && (event as KeyboardEvent).key !== 'Escape') return
    overlay.remove()
    window.removeEventListener('keydown', close)
    window.removeEventListener('scroll', close)
  }
  overlay.addEventListener('click', () => close())
  window.addEventListener('keydown', close)
  window.addEventListener('scroll', close, { passive: true })
  return close
}

function copyCode(button: HTMLElement) {
  const code = button.closest('.notion-code')?.querySelector('pre code, pre')
  navigator.clipboard?.writeText(code?.textContent ?? '').then(
    () => {
      // the button's own words come back (a second click while it says "copied" keeps them)
      const label = button.dataset.label ?? button.textContent ?? ''
      button.dataset.label = label
      button.textContent = button.dataset.copied ?? label
      clearTimeout(Number(button.dataset.timer))
      button.dataset.timer = String(setTimeout(() => (button.textContent = label), COPIED_MS))
    },
    () => {},
  )
}

function loadEmbed(card: HTMLElement) {
  const { src, title, ratio, height } = card.dataset
  if (!src?.startsWith('https://')) return
  const frame = document.createElement('iframe')
  frame.className = 'notion-embed-frame'
  frame.src = src
  frame.title = title ?? ''
  frame.loading = 'lazy'
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation')
  frame.allow = 'fullscreen; clipboard-write; encrypted-media; picture-in-picture'
  frame.referrerPolicy = 'strict-origin-when-cross-origin'
  if (ratio) frame.style.aspectRatio = ratio
  else frame.style.height = `${Number(height) || 400}px`
  card.replaceWith(frame)
}

export function NotionBehaviour() {
  useEffect(() => {
    let stopTabs: (() => void) | undefined
    let stopped = false
    if (document.querySelector('.notion-tabs')) import('./tabs').then((m) => stopped || (stopTabs = m.startTabs(targetOf)), () => {})
    let timer: ReturnType<typeof setTimeout> | undefined
    const scroll = () => {
      clearTimeout(timer)
      timer = setTimeout(() => targetOf(location.hash)?.scrollIntoView({ behavior: 'smooth', block: 'start' }), SCROLL_DELAY_MS)
    }

    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver(
            (entries) => {
              for (const entry of entries) {
                if (!entry.isIntersecting) continue
                observer!.unobserve(entry.target)
                loadImage(entry.target as HTMLElement)
              }
            },
            { rootMargin: '50px', threshold: 0.01 },
          )
    const watchImages = () => {
      for (const box of document.querySelectorAll<HTMLElement>(`${IMAGE}[data-state="NotAsked"]`)) {
        if (observer) observer.observe(box)
        else loadImage(box)
      }
    }

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      const target = event.target as Element | null
      const copy = target?.closest?.<HTMLElement>('.notion-code-copy')
      if (copy) return copyCode(copy)
      const load = target?.closest?.('.notion-embed-load')
      const card = load?.closest<HTMLElement>('.notion-embed-card[data-src]')
      if (card) return loadEmbed(card)
      const image = target?.closest?.<HTMLElement>(`${IMAGE}[data-zoom][data-state="LoadSuccess"]`)
      if (image) return void openZoom(image)
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = target?.closest?.('a[target="_blank"]') as HTMLAnchorElement | null
      if (!link?.href) return
      const url = new URL(link.href, location.href)
      if (url.origin !== location.origin || url.pathname !== location.pathname) return
      event.preventDefault()
      if (url.hash && url.hash !== location.hash) location.hash = url.hash
      else if (url.hash) scroll()
      else if (url.search !== location.search) location.assign(url.href)
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ') return
      const image = (event.target as Element | null)?.closest?.<HTMLElement>(`${IMAGE}[data-zoom][data-state="LoadSuccess"]`)
      if (!image) return
      event.preventDefault()
      openZoom(image)
    }

    scroll()
    watchImages()
    window.addEventListener('hashchange', scroll)
    document.addEventListener('click', onClick)
    document.addEventListener('keydown', onKey)
    return () => {
      stopped = true
      stopTabs?.()
      clearTimeout(timer)
      observer?.disconnect()
      window.removeEventListener('hashchange', scroll)
      document.removeEventListener('click', onClick)
      document.removeEventListener('keydown', onKey)
    }
  }, [])
  return null
}
