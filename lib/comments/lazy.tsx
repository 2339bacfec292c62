'use client'
// The comments area as themes mount it: fetched only when a comment system is configured
// (see lib/ui/lazy-island.tsx).
import { lazyIsland } from '@/lib/ui/lazy-island'

export const CommentsArea = lazyIsland(() => import('./CommentsArea').then((m) => m.CommentsArea))
