// The light/dark switch: a moon by day, a sun by night (CSS picks the glyph before hydration).
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import { Glyph } from '../icons'

export default function DarkButton({ label, className }: { label: string; className: string }) {
  return (
    <DarkModeToggle label={label} className={className}>
      <Glyph name="moon" className="dark:hidden" />
      <Glyph name="sun" className="hidden dark:block" />
    </DarkModeToggle>
  )
}
