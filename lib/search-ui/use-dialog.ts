'use client'
// The search dialogs are mounted only while open: the kit's overlay behaviour, always active.
import type { RefObject } from 'react'
import { useOverlayNow } from '@/lib/ui/kit/use-overlay'

export { closeFromBackdrop } from '@/lib/ui/kit/use-overlay'

export function useDialog(panel: RefObject<HTMLElement | null>, field: RefObject<HTMLElement | null>, onClose: () => void, opener?: RefObject<HTMLElement | null>) {
  // in the drawing commit: the reader is typing already (SearchModal's stand-in field)
  useOverlayNow(true, panel, onClose, field, opener)
}
