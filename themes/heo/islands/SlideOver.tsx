'use client'
// The mobile menu: a button and a panel sliding in from the right. The panel's content is
// server-rendered and passed in; closed, it is `inert` so keyboards and screen readers skip it.
// It closes on a link click (the path changes), on the backdrop and on Escape.
import { usePathname } from 'next/navigation'
import { useEffect, useState, type ReactNode } from 'react'
import { CloseIcon, MenuIcon } from '../icons'

export default function SlideOver({
  openLabel,
  closeLabel,
  buttonClassName = '',
  children,
}: {
  openLabel: string
  closeLabel: string
  buttonClassName?: string
  children: ReactNode
}) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  useEffect(() => setOpen(false), [pathname])
  useEffect(() => {
    if (!open) return
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false)
    window.addEventListener('keydown', onKey)
    document.documentElement.style.overflow = 'hidden'
    return () => {
      window.removeEventListener('keydown', onKey)
      document.documentElement.style.overflow = ''
    }
  }, [open])
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={openLabel}
        title={openLabel}
        aria-expanded={open}
        aria-controls="heo-slide-over"
        className={buttonClassName}
      >
        <MenuIcon />
      </button>
      <div
        onClick={() => setOpen(false)}
        aria-hidden="true"
        className={`fixed inset-0 z-50 bg-black/40 backdrop-blur-sm transition-opacity duration-300 ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <aside
        id="heo-slide-over"
        aria-label={openLabel}
        inert={!open}
        data-open={open}
        className={`fixed top-0 right-0 bottom-0 z-50 flex w-[82vw] max-w-sm flex-col overflow-y-auto bg-[var(--heo-bg)] p-5 text-[var(--heo-text)] shadow-2xl transition-transform duration-300 ${open ? 'visible translate-x-0' : 'invisible translate-x-full'}`}
        onClick={(e) => {
          if ((e.target as Element).closest('a')) setOpen(false)
        }}
      >
        <button
          type="button"
          onClick={() => setOpen(false)}
          aria-label={closeLabel}
          title={closeLabel}
          className="mb-2 self-end rounded-full p-2 hover:bg-black/5 dark:hover:bg-white/10"
        >
          <CloseIcon />
        </button>
        {children}
      </aside>
    </>
  )
}
