// The shared theme switch and language picker, in medium's round outline style.
import { Preferences } from '@/lib/preferences/Preferences'
import type { ThemeContext } from '@/lib/theme-kit/types'

export default function Prefs({ ctx, className }: { ctx: ThemeContext; className: string }) {
  return (
    <Preferences
      ctx={ctx}
      selectClassName="h-9 rounded-full border border-[var(--md-line)] bg-[var(--md-bg)] px-3 text-[var(--md-fg)]"
      buttonClassName="md-icon-btn border border-[var(--md-line)]"
      className={className}
    />
  )
}
