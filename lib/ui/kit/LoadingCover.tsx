'use client'
// While another page of the site loads after a click (lib/ui/route-loading): data-loading on
// the element, and the theme's children (a veil, a bar, a spinner) drawn only meanwhile.
import type { ReactNode } from 'react'
import { useRouteLoading } from '@/lib/ui/route-loading'

export default function LoadingCover({ id, label, className, children }: { id?: string; label: string; className?: string; children: ReactNode }) {
  const loading = useRouteLoading()
  return (
    <div id={id} role="status" aria-live="polite" data-loading={loading} className={className}>
      {loading && (
        <>
          {children}
          <span className="sr-only">{label}</span>
        </>
      )}
    </div>
  )
}
