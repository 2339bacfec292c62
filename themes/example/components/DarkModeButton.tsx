// SLOT: dark-mode button. The kit's toggle with a moon (light mode) and a sun (dark mode);
// `dark:` classes pick the icon, so the right one shows before the page hydrates.
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { MoonIcon, SunIcon } from '../icons'

export default function DarkModeButton({ label }: { label: string }) {
  return (
    <DarkModeToggle label={label} className="example-btn">
      <span className="dark:hidden">
        <MoonIcon />
      </span>
      <span className="hidden dark:inline">
        <SunIcon />
      </span>
    </DarkModeToggle>
  )
}
