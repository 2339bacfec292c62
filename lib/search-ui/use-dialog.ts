'use client'
// The search dialogs are mounted only while open: the kit's overlay behaviour, always active.
import type { RefObject } from 'react'
import { useOverlay } from '@/lib/ui/kit/use-overlay'

export { closeFromBackdrop } from '@/lib/ui/kit/use-overlay'

export function useDialog(panel: RefObject<HTMLElement | null>, field: RefObject<HTMLElement | null>, onClose: () => void, opener?: RefObject<HTMLElement | null>) {
  useOverlay(true, panel, onClose, field, opener)
}
