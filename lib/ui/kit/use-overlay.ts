'use client'
// Modal behaviour for every overlay (drawers, slide-overs, modals, the search dialogs): while
// `active`, the first field (or the panel) takes focus, Escape closes, Tab and Shift+Tab stay
// inside the panel, the page behind does not scroll, and when it ends focus goes back to the
// element that had it when the overlay opened (usually its button).
import { useEffect, useLayoutEffect, useRef, type MouseEvent, type RefObject } from 'react'

// What Tab can reach: an element taken out of the tab order (tabindex="-1", e.g. the search
// results, reached with the arrow keys) is not a first or last stop of the trap.
const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled])', 'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]']
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ')

function useOverlayWith(
  effect: typeof useEffect,
  active: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  field?: RefObject<HTMLElement | null>,
  /** what had the focus when the overlay was asked for, when the overlay took it before this
   * hook's effect (the search dialog): else the element focused when it becomes active */
  opener?: RefObject<HTMLElement | null>,
) {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  effect(() => {
    if (!active) return
    // read before moving focus into the panel
    const back = opener?.current ?? (document.activeElement as HTMLElement | null)
    const first = field?.current ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current
    first?.focus({ preventScroll: true })
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.isComposing) {
        e.preventDefault()
        close.current()
        return
      }
      if (e.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) return
      const current = document.activeElement
      const outside = !panel.current.contains(current)
      if (e.shiftKey && (outside || current === items[0])) {
        e.preventDefault()
        items[items.length - 1].focus()
      } else if (!e.shiftKey && (outside || current === items[items.length - 1])) {
        e.preventDefault()
        items[0].focus()
      }
    }
    document.addEventListener('keydown', onKey)
    const overflow = document.documentElement.style.overflow
    document.documentElement.style.overflow = 'hidden'
    return () => {
      document.removeEventListener('keydown', onKey)
      document.documentElement.style.overflow = overflow
      back?.focus?.({ preventScroll: true })
    }
  }, [active, panel, field, opener])
}

type OverlayArgs = Parameters<typeof useOverlayWith> extends [unknown, ...infer A] ? A : never

/** The overlay behaviour, set up after the overlay is painted (drawers, slide-overs, modals:
 * their panels and refs may be set in effects of their own). */
export function useOverlay(...args: OverlayArgs) {
  useOverlayWith(useEffect, ...args)
}

/** The same, set up in the commit that draws the overlay: a key pressed as soon as it shows
 * (Escape, Tab, the next letter of a query) already finds the focus and the listener. For an
 * overlay whose panel and field are there when it is drawn (the search dialog). */
export function useOverlayNow(...args: OverlayArgs) {
  useOverlayWith(useLayoutEffect, ...args)
}

/** A press on the backdrop closes; its default (moving focus to the page) would undo the restore. */
export function closeFromBackdrop(e: MouseEvent, onClose: () => void) {
  e.preventDefault()
  onClose()
}
