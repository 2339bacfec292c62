'use client'
// A button and the panel it opens: slide-overs, drawers, bottom sheets and modals. Headless:
// the theme gives every part its classes and styles the open state with `data-open`
// (e.g. `data-[open=false]:translate-x-full`). Behaviour, once for every theme:
// - the panel is a modal dialog: focus moves in and is trapped, Escape and the backdrop close
//   it, the page behind does not scroll, focus returns to the button (use-overlay.ts);
// - closed, the panel is `inert` so keyboards and screen readers skip it;
// - a link followed inside it, or a change of path, closes it;
// - `lazy`: the content is drawn the first time the panel opens (content that would only
//   repeat markup the page already has, such as a second copy of the TOC, stays out of the HTML);
// - until it first opens, the browser skips the panel's contents (`content-visibility: hidden`):
//   a slide-over menu of a hundred-odd elements, laid out off screen, made up a third of the
//   first layout on a phone (issue #44). Only before the first opening, so closing still slides
//   the whole panel out with its contents.
import { usePathname } from 'next/navigation'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useOverlay } from './use-overlay'

export interface DrawerProps {
  /** the panel's id (the button's aria-controls) */
  id: string
  /** names the button and the dialog */
  label: string
  /** what the button shows (an icon, a card…) */
  trigger: ReactNode
  triggerClassName?: string
  /** the button's own name when it differs from the dialog's (e.g. a card's title) */
  triggerLabel?: string
  panelClassName?: string
  backdropClassName?: string
  /** a close button at the top of the panel, when given */
  closeIcon?: ReactNode
  closeLabel?: string
  closeClassName?: string
  lazy?: boolean
  children: ReactNode
}

export default function Drawer({
  id,
  label,
  trigger,
  triggerClassName,
  triggerLabel,
  panelClassName,
  backdropClassName,
  closeIcon,
  closeLabel,
  closeClassName,
  lazy = false,
  children,
}: DrawerProps) {
  const [open, setOpen] = useState(false)
  const [drawn, setDrawn] = useState(!lazy)
  const [woken, setWoken] = useState(false)
  const panel = useRef<HTMLDivElement>(null)
  const pathname = usePathname()
  const close = () => setOpen(false)
  useEffect(() => setOpen(false), [pathname])
  useOverlay(open, panel, close)
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setDrawn(true)
          setWoken(true)
          setOpen(true)
        }}
        aria-label={triggerLabel ?? label}
        title={triggerLabel ?? label}
        aria-expanded={open}
        aria-controls={id}
        aria-haspopup="dialog"
        className={triggerClassName}
      >
        {trigger}
      </button>
      <div onClick={close} aria-hidden="true" data-open={open} className={backdropClassName} />
      <div
        ref={panel}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        inert={!open}
        data-open={open}
        className={panelClassName}
        style={woken ? undefined : { contentVisibility: 'hidden' }}
        onClick={(e) => {
          if ((e.target as Element).closest('a[href]')) close()
        }}
      >
        {closeIcon && (
          <button type="button" onClick={close} aria-label={closeLabel} title={closeLabel} className={closeClassName}>
            {closeIcon}
          </button>
        )}
        {drawn && children}
      </div>
    </>
  )
}
