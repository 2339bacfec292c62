// The theme switch and the language picker, ready for any theme to place (e.g. its footer).
import { format, LOCALE_TABLES } from '@/lib/i18n'
import { defaultEdition } from '@/lib/site/editions'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { LanguagePicker } from './LanguagePicker'
import { ThemeSwitch } from './ThemeSwitch'

const LANGUAGE_NAMES: Record<string, string> = Object.fromEntries(Object.entries(LOCALE_TABLES).map(([l, t]) => [l, t.LANGUAGE_NAME ?? l]))

export function Preferences({ ctx, className, buttonClassName, selectClassName }: { ctx: ThemeContext; className?: string; buttonClassName?: string; selectClassName?: string }) {
  const basePath = ctx.config.SUB_PATH
  const { names, targets } = pickerChoices(ctx)
  return (
    <div className={className} data-testid="preferences">
      <ThemeSwitch current={ctx.theme} label={ctx.strings.MENU.THEME_SWITCH} basePath={basePath} className={buttonClassName} />
      <LanguagePicker current={ctx.lang} label={ctx.strings.MENU.LANGUAGE_SWITCH} names={names} targets={targets} basePath={basePath} className={selectClassName} />
    </div>
  )
}

/**
 * Where each option goes on a site in several languages (ctx.languages): a language with a
 * database to this screen there (its home, said in the option, when there is none); another
 * language to the default language's page (this one when it is the default's), in that
 * interface. A chosen theme stays in the address.
 */
function pickerChoices(ctx: ThemeContext): { names: Record<string, string>; targets?: Record<string, string> } {
  if (!ctx.languages) return { names: LANGUAGE_NAMES }
  const names = { ...LANGUAGE_NAMES }
  const targets: Record<string, string> = {}
  const own = ctx.languages[0]
  const byLocale = new Map(ctx.languages.map((a) => [a.locale, a]))
  const first = defaultEdition()
  const defaultPage = byLocale.get(first.locale)
  for (const locale of Object.keys(LANGUAGE_NAMES)) {
    const alt = byLocale.get(locale)
    if (alt) {
      if (alt !== own) targets[locale] = ctx.href(alt.path)
      if (!alt.same) names[locale] = format(ctx.strings.MENU.LANGUAGE_NO_TRANSLATION, { language: LANGUAGE_NAMES[locale] })
    } else if (own.locale !== first.locale && defaultPage) {
      // an interface language over the default language's content
      targets[locale] = ctx.href(defaultPage.path)
    }
  }
  return { names, targets }
}
