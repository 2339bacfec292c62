'use client'
// Fills the page's busuanzi counters (lib/ui/busuanzi.ts); mounted only when they are enabled.
import { useBusuanzi } from '@/lib/ui/busuanzi'

export default function Counters() {
  useBusuanzi()
  return null
}
