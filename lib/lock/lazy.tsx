'use client'
// The password prompt as articles mount it: fetched only on a locked article, whose server HTML
// still holds the form (see lib/ui/lazy-island.tsx).
import { lazyIsland } from '@/lib/ui/lazy-island'

export const LockPrompt = lazyIsland(() => import('./LockPrompt').then((m) => m.LockPrompt))
