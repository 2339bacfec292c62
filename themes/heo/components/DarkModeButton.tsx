// heo's light/dark button: the kit's toggle with a sun and a moon (CSS shows the right one
// before hydration).
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { MoonIcon, SunIcon } from '../icons'

export default function DarkModeButton({ label, className = '' }: { label: string; className?: string }) {
  return (
    <DarkModeToggle label={label} className={className}>
      <SunIcon className="hidden dark:block" />
      <MoonIcon className="block dark:hidden" />
    </DarkModeToggle>
  )
}
