'use client'
// One modal dialog shared by a whole list of cards (a photo grid's "quick look"): a plain press
// on a card's opener (`[data-preview-open]`, usually the card's own link to the post) inside a
// card (`[data-preview]`, holding the card's PreviewData as JSON) opens the dialog with that
// card's picture, title, facts and summary instead of following the link. A press with a
// modifier key, a middle click, or a page without JavaScript follows the link as usual.
// Modal behaviour from use-overlay (focus in and trapped, Escape, backdrop, no scrolling
// behind, focus back to the opener). Headless: the theme gives the classes of every part, the
// icons and the words, and styles `data-open` on backdrop and panel (`data-ready` once cards
// open it); the picture is only asked for once the dialog opens.
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { closeFromBackdrop, useOverlay } from './use-overlay'

/** What a card carries in its `data-preview` attribute (JSON). */
export interface PreviewData {
  href: string
  title: string
  /** the large picture, or null for a card without one */
  image: string | null
  srcSet?: string
  summary: string
  /** a date, a category… shown as one line */
  facts: string[]
}

export interface PreviewDialogClasses {
  backdrop?: string
  panel?: string
  close?: string
  figure?: string
  image?: string
  body?: string
  title?: string
  facts?: string
  summary?: string
  link?: string
}

export interface PreviewDialogProps {
  id: string
  closeLabel: string
  closeIcon: ReactNode
  /** the link to the whole post, e.g. "Read more" */
  linkLabel: string
  linkIcon?: ReactNode
  /** drawn instead of the picture for a card without one */
  fallback?: ReactNode
  /** the picture's sizes attribute (with srcSet) */
  sizes?: string
  classNames?: PreviewDialogClasses
}

function readCard(opener: Element): PreviewData | null {
  const raw = opener.closest('[data-preview]')?.getAttribute('data-preview')
  if (!raw) return null
  try {
    const data = JSON.parse(raw) as PreviewData
    return typeof data?.href === 'string' && typeof data.title === 'string' ? data : null
  } catch {
    return null
  }
}

export default function PreviewDialog({ id, closeLabel, closeIcon, linkLabel, linkIcon, fallback, sizes, classNames: c = {} }: PreviewDialogProps) {
  const [card, setCard] = useState<PreviewData | null>(null)
  const [open, setOpen] = useState(false)
  const [ready, setReady] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const close = () => setOpen(false)
  useEffect(() => setOpen(false), [pathname])
  useOverlay(open, panel, close)

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
      const opener = (e.target as Element | null)?.closest?.('[data-preview-open]')
      if (!opener) return
      const data = readCard(opener)
      if (!data) return
      e.preventDefault()
      // the opener takes focus first, so focus comes back to it when the dialog closes
      if (opener instanceof HTMLElement) opener.focus({ preventScroll: true })
      setCard(data)
      setOpen(true)
    }
    // capture on window: before the page-loading listeners (document, capture) see a navigation
    window.addEventListener('click', onClick, true)
    setReady(true)
    return () => window.removeEventListener('click', onClick, true)
  }, [])

  const titleId = `${id}-title`
  return (
    <>
      <div onMouseDown={(e) => closeFromBackdrop(e, close)} aria-hidden="true" data-open={open} className={c.backdrop} />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        inert={!open}
        data-open={open}
        data-ready={ready || undefined}
        className={c.panel}
      >
        <button type="button" onClick={close} aria-label={closeLabel} title={closeLabel} className={c.close}>
          {closeIcon}
        </button>
        <div className={c.figure}>
          {card?.image ? <img key={card.href} src={card.image} srcSet={card.srcSet} sizes={sizes} alt={card.title} decoding="async" className={c.image} /> : card && fallback}
        </div>
        <div className={c.body}>
          <h2 id={titleId} className={c.title}>
            {card?.title}
          </h2>
          {card && card.facts.length > 0 && (
            <p className={c.facts}>
              {card.facts.map((f, i) => (
                <span key={i}>{f}</span>
              ))}
            </p>
          )}
          {card?.summary && <p className={c.summary}>{card.summary}</p>}
          {card && (
            <a href={card.href} className={c.link}>
              {linkLabel}
              {linkIcon}
            </a>
          )}
        </div>
      </div>
    </>
  )
}
