'use client'
// The one image island, used by image blocks, page covers and gallery cards. The server reserves
// the image's box (aspect ratio / size) so nothing shifts; this island decides when to fetch:
//   NotAsked   → not near the viewport, nothing requested
//   Buffering  → within 50px of the viewport: the file is being fetched
//   Loading    → fetched, being decoded (so it appears in one piece)
//   LoadSuccess→ shown; a click opens it zoomed in an overlay
//   LoadError  → "Failed to load"
import { useEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { createPortal } from 'react-dom'
import { zoomMargin } from './zoom-margin'

type LoadState = 'NotAsked' | 'Buffering' | 'Loading' | 'LoadSuccess' | 'LoadError'

export interface LazyImageProps {
  src: string
  alt: string
  /** intrinsic size hints for the <img> element */
  width?: number
  height?: number
  /** `object-fit` inside a box whose size the server set (covers, cards) */
  fit?: 'cover' | 'contain'
  /** `object-position`, e.g. `center 40%` */
  position?: string
  /** click opens a zoomed view */
  zoom?: boolean
}

export function LazyImage({ src, alt, width, height, fit, position, zoom = false }: LazyImageProps) {
  const box = useRef<HTMLSpanElement>(null)
  const [state, setState] = useState<LoadState>('NotAsked')
  const [zoomed, setZoomed] = useState(false)

  // Start fetching once the box comes within 50px of the viewport.
  useEffect(() => {
    const element = box.current
    if (!element || state !== 'NotAsked') return
    if (typeof IntersectionObserver === 'undefined') {
      setState('Buffering')
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          setState('Buffering')
        }
      },
      { rootMargin: '50px', threshold: 0.01 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [state])

  // Fetch and decode off-DOM, then show the finished image.
  useEffect(() => {
    if (state !== 'Buffering') return
    let live = true
    const image = new Image()
    image.onload = () => {
      if (!live) return
      setState('Loading')
      const done = () => live && setState('LoadSuccess')
      image.decode ? image.decode().then(done, done) : done()
    }
    image.onerror = () => live && setState('LoadError')
    image.src = src
    return () => {
      live = false
      image.onload = image.onerror = null
    }
  }, [state, src])

  // Close the zoomed view on Escape or scroll.
  useEffect(() => {
    if (!zoomed) return
    const close = (event: Event) => {
      if (event.type === 'scroll' || (event as { key?: string }).key === 'Escape') setZoomed(false)
    }
    window.addEventListener('keydown', close)
    window.addEventListener('scroll', close, { passive: true })
    return () => {
      window.removeEventListener('keydown', close)
      window.removeEventListener('scroll', close)
    }
  }, [zoomed])

  const canZoom = zoom && state === 'LoadSuccess'
  const imageStyle: CSSProperties = { objectFit: fit, objectPosition: position }
  const margin = zoomed ? zoomMargin(window.innerWidth) : 0

  return (
    <span
      ref={box}
      className="notion-lazy-image"
      data-state={state}
      {...(canZoom
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': alt ? `Zoom image: ${alt}` : 'Zoom image',
            onClick: () => setZoomed(true),
            onKeyDown: (event: KeyboardEvent) => {
              if (event.key === 'Enter' || event.key === ' ') setZoomed(true)
            },
          }
        : {})}
    >
      {state === 'LoadSuccess' ? <img src={src} alt={alt} width={width} height={height} style={imageStyle} decoding="async" /> : null}
      {state === 'LoadError' ? <span className="notion-lazy-image-error">Failed to load</span> : null}
      {zoomed
        ? createPortal(
            <div className="notion-zoom" role="dialog" aria-modal="true" aria-label={alt || 'Image'} onClick={() => setZoomed(false)}>
              <img src={src} alt={alt} style={{ maxWidth: `calc(100vw - ${2 * margin}px)`, maxHeight: `calc(100vh - ${2 * margin}px)` }} />
            </div>,
            document.body,
          )
        : null}
    </span>
  )
}
