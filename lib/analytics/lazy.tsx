'use client'
// The analytics islands as the root layout mounts them: their code (and next/script) is fetched
// only when analytics or the page-view counter is configured (see lib/ui/lazy-island.tsx).
import { lazyIsland } from '@/lib/ui/lazy-island'

export const AnalyticsScripts = lazyIsland(() => import('./AnalyticsScripts').then((m) => m.AnalyticsScripts))
export const PageViewCounter = lazyIsland(() => import('./PageViewCounter').then((m) => m.PageViewCounter))
