'use client'
// The AdSense loader as the root layout mounts it: fetched only when ADSENSE_GOOGLE_ID is set
// (see lib/ui/lazy-island.tsx).
import { lazyIsland } from '@/lib/ui/lazy-island'

export const AdsScript = lazyIsland(() => import('./AdsScript').then((m) => m.AdsScript))
