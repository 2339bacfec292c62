'use client'
// heo islands that most pages never show, fetched only where rendered (see
// lib/ui/lazy-island.tsx). InfiniteList: only when POST_LIST_STYLE is not 'page'; until its
// chunk arrives after a client navigation, the server-rendered cards show in the same grid.
import { lazyIsland } from '@/lib/ui/lazy-island'

export const InfiniteList = lazyIsland(
  () => import('./InfiniteList').then((m) => m.default),
  ({ className, children }) => <div className={className}>{children}</div>,
)
