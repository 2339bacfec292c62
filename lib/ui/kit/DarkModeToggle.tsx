'use client'
// The light/dark switch (the choice itself: lib/ui/dark-mode.ts). Give it both icons as
// children and show one with `dark:` classes, so the right one shows before hydration.
import type { ReactNode } from 'react'
import { useDarkMode } from '@/lib/ui/dark-mode'

export default function DarkModeToggle({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const [dark, toggle] = useDarkMode()
  return (
    <button type="button" onClick={toggle} aria-label={label} title={label} aria-pressed={dark} className={className} data-testid="dark-mode-toggle">
      {children}
    </button>
  )
}
