// The theme switch and the language picker, ready for any theme to place (e.g. its footer).
import { LOCALE_TABLES } from '@/lib/i18n'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { LanguagePicker } from './LanguagePicker'
import { ThemeSwitch } from './ThemeSwitch'

const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(Object.entries(LOCALE_TABLES).map(([l, t]) => [l, t.LANGUAGE_NAME ?? l]))

export function Preferences({ ctx, className, buttonClassName, selectClassName }: { ctx: ThemeContext; className?: string; buttonClassName?: string; selectClassName?: string }) {
  const basePath = ctx.config.SUB_PATH
  return (
    <div className={className} data-testid="preferences">
      <ThemeSwitch current={ctx.theme} label={ctx.strings.MENU.THEME_SWITCH} basePath={basePath} className={buttonClassName} />
      <LanguagePicker current={ctx.lang} label={ctx.strings.MENU.LANGUAGE_SWITCH} names={LANGUAGE_NAMES} basePath={basePath} className={selectClassName} />
    </div>
  )
}
