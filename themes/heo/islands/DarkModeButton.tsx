'use client'
// Light/dark switch. The choice itself (class + cookie) lives in lib/ui/dark-mode.ts.
import { useDarkMode } from '@/lib/ui/dark-mode'
import { MoonIcon, SunIcon } from '../icons'

export default function DarkModeButton({ label, className = '' }: { label: string; className?: string }) {
  const [dark, toggle] = useDarkMode()
  return (
    <button type="button" onClick={toggle} aria-label={label} title={label} aria-pressed={dark} className={className} data-testid="dark-mode-toggle">
      {/* Both icons are rendered and CSS picks one, so the right icon shows before hydration. */}
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="block dark:hidden" />
    </button>
  )
}
