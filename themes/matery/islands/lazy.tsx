'use client'
// matery's islands that most pages never show, fetched only where rendered (lib/ui/lazy-island).
// MoreCards: only with infinite lists (POST_LIST_STYLE other than 'page'); until its chunk
// arrives after a client navigation, the server-drawn cards stay in the same grid.
import { lazyIsland } from '@/lib/ui/lazy-island'

export const MoreCards = lazyIsland(
  () => import('./MoreCards').then((m) => m.default),
  ({ gridClassName, children }) => <div className={gridClassName}>{children}</div>,
)
