'use client'
// Content waiting off-screen (e.g. a "next post" card) that appears once the element with id
// `markerId` has scrolled into view; a client navigation starts over. Headless: data-visible;
// `inert` until then.
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { useSeenOnce } from '@/lib/ui/in-view'

export default function RevealAtMarker({ markerId, id, className, children }: { markerId: string; id?: string; className?: string; children: ReactNode }) {
  const seen = useSeenOnce(markerId, usePathname())
  return (
    <div id={id} data-visible={seen} inert={!seen} className={className}>
      {children}
    </div>
  )
}
