'use client'
// While a page of the site loads after a click: a soft veil and a sweeping bar at the top.
import { useRouteLoading } from '@/lib/ui/route-loading'

export default function LoadingCover({ label }: { label: string }) {
  const loading = useRouteLoading()
  return (
    <div
      id="heo-loading"
      role="status"
      aria-live="polite"
      data-loading={loading}
      className={`pointer-events-none fixed inset-0 z-[60] transition-opacity duration-300 ${loading ? 'opacity-100' : 'opacity-0'}`}
    >
      {loading && (
        <>
          <div className="absolute inset-0 bg-[var(--heo-bg)]/50 backdrop-blur-[2px]" />
          <div className="absolute top-0 right-0 left-0 h-1 overflow-hidden">
            <div className="heo-loading-bar h-full w-2/5 rounded-full bg-[var(--heo-accent-bg)]" />
          </div>
          <span className="sr-only">{label}</span>
        </>
      )}
    </div>
  )
}
