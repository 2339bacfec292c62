'use client'
// Wide screens: the "next post" card waits off-screen at the bottom right and slides in once
// the article-end marker scrolls into view; a client navigation starts over.
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { useSeenOnce } from '@/lib/ui/in-view'

export default function NextPostReveal({ markerId, children }: { markerId: string; children: ReactNode }) {
  const pathname = usePathname()
  const seen = useSeenOnce(markerId, pathname)
  return (
    <div
      id="heo-next-post"
      data-visible={seen}
      inert={!seen}
      className={`fixed right-20 bottom-4 z-30 hidden w-72 transition-all duration-500 lg:block ${seen ? 'translate-x-0 opacity-100' : 'pointer-events-none translate-x-[120%] opacity-0'}`}
    >
      {children}
    </div>
  )
}
