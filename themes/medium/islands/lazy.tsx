'use client'
// medium's islands that only some sites show, in their own chunk (lib/ui/lazy-island): the
// infinite feed is drawn only when POST_LIST_STYLE is not 'page'. Until its code is there the
// server's stories show as they are.
import { lazyIsland } from '@/lib/ui/lazy-island'

export const MoreStories = lazyIsland(
  () => import('./MoreStories').then((m) => m.default),
  ({ children }) => <div className="md-stream">{children}</div>,
)
