'use client'
// Modal behaviour for the search dialogs: the first field takes focus, Escape closes, Tab and
// Shift+Tab stay inside, the page behind does not scroll, and focus goes back where it was
// when the dialog closes.
import { useEffect, useRef, type MouseEvent, type RefObject } from 'react'

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])'

export function useDialog(panel: RefObject<HTMLElement | null>, field: RefObject<HTMLElement | null>, onClose: () => void) {
  const close = useRef(onClose)
  useEffect(() => {
    close.current = onClose
  })
  useEffect(() => {
    // read before focusing the field (which is why the field has no autoFocus)
    const opener = document.activeElement as HTMLElement | null
    field.current?.focus()
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.isComposing) {
        e.preventDefault()
        close.current()
        return
      }
      if (e.key !== 'Tab' || !panel.current) return
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)]
      if (items.length === 0) return
      const active = document.activeElement
      const outside = !panel.current.contains(active)
      if (e.shiftKey && (outside || active === items[0])) {
        e.preventDefault()
        items[items.length - 1].focus()
      } else if (!e.shiftKey && (outside || active === items[items.length - 1])) {
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
      opener?.focus?.()
    }
  }, [panel, field])
}

/** A press on the backdrop closes; its default (moving focus to the page) would undo the restore. */
export function closeFromBackdrop(e: MouseEvent, onClose: () => void) {
  e.preventDefault()
  onClose()
}
