// medium's light/dark switch: the kit's toggle with a moon (light pages) and a sun (dark pages);
// the `dark:` classes pick the glyph before hydration.
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { Glyph } from '../icons'

export default function DarkSwitch({ label, className }: { label: string; className: string }) {
  return (
    <DarkModeToggle label={label} className={className}>
      <Glyph name="moon" className="dark:hidden" />
      <Glyph name="sun" className="hidden dark:block" />
    </DarkModeToggle>
  )
}
