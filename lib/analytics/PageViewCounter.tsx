'use client'
// busuanzi page views / visitors (lib/ui/busuanzi.ts fills every [data-busuanzi] element),
// started only once the browser is idle after load.
import { useBusuanzi } from '@/lib/ui/busuanzi'
import { useAfterIdle } from '@/lib/widgets/idle'

function Counter() {
  useBusuanzi()
  return null
}

export function PageViewCounter() {
  return useAfterIdle() ? <Counter /> : null
}
