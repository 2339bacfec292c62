'use client'
// Small screens: a floating TOC button opening the contents in a sheet from the bottom.
import { useState } from 'react'
import { CloseIcon, ListIcon } from '../icons'
import Toc, { type TocEntry } from './Toc'

export default function TocDrawer({ items, label, closeLabel, className = '' }: { items: TocEntry[]; label: string; closeLabel: string; className?: string }) {
  const [open, setOpen] = useState(false)
  // the list is drawn the first time the sheet opens: until then it is hidden and would only
  // repeat the sidebar's list in every article's HTML
  const [drawn, setDrawn] = useState(false)
  const toggle = () => {
    setDrawn(true)
    setOpen((o) => !o)
  }
  return (
    <>
      <button
        type="button"
        onClick={toggle}
        aria-label={label}
        title={label}
        aria-expanded={open}
        className={className}
      >
        <ListIcon />
      </button>
      <div
        onClick={() => setOpen(false)}
        aria-hidden="true"
        className={`fixed inset-0 z-40 bg-black/30 transition-opacity ${open ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
      />
      <div
        id="heo-toc-drawer"
        inert={!open}
        data-open={open}
        onClick={(e) => (e.target as Element).closest('a') && setOpen(false)}
        className={`fixed right-0 bottom-0 left-0 z-50 max-h-[60vh] overflow-y-auto rounded-t-2xl border-t border-[var(--heo-border)] bg-[var(--heo-card)] p-4 pb-8 shadow-2xl transition-transform duration-300 ${open ? 'visible translate-y-0' : 'invisible translate-y-full'}`}
      >
        <div className="mb-2 flex items-center justify-between">
          <span className="font-bold">{label}</span>
          <button type="button" onClick={() => setOpen(false)} aria-label={closeLabel} title={closeLabel} className="rounded-full p-1.5 hover:bg-black/5 dark:hover:bg-white/10">
            <CloseIcon size={16} />
          </button>
        </div>
        {drawn && <Toc items={items} indent={24} />}
      </div>
    </>
  )
}
