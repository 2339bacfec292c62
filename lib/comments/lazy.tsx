'use client'
// The comments area and the recent-comments list as themes mount them: fetched only when a
// comment system (or the Waline recent list) is configured
// (see lib/ui/lazy-island.tsx).
import { lazyIsland } from '@/lib/ui/lazy-island'

export const CommentsArea = lazyIsland(() => import('./CommentsArea').then((m) => m.CommentsArea))
export const RecentCommentsList = lazyIsland(() => import('./RecentCommentsList').then((m) => m.RecentCommentsList))
