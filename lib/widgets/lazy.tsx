'use client'
// The widgets as the root layout mounts them: each one's code is a chunk of its own, fetched
// only when the widget is switched on (lib/ui/lazy-island.tsx says why this file exists).
import { lazyIsland } from '@/lib/ui/lazy-island'

export const PetWidget = lazyIsland(() => import('./PetWidget').then((m) => m.PetWidget))
export const MusicPlayer = lazyIsland(() => import('./MusicPlayer').then((m) => m.MusicPlayer))
export const ChatWidget = lazyIsland(() => import('./ChatWidget').then((m) => m.ChatWidget))
export const Fireworks = lazyIsland(() => import('./Fireworks').then((m) => m.Fireworks))
