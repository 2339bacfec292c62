// A translation that lacks keys (a new key not yet translated, or a hand-edited table) must
// still render: getStrings fills the gaps from en-US.
import { describe, expect, it, vi } from 'vitest'

vi.mock('@/locales/fr-FR', () => ({
  default: { LOCALE: 'fr-FR', MENU: { HOME: 'Accueil' }, COMMON: { MORE: 'Plus' } },
}))

describe('getStrings with an incomplete locale', async () => {
  const { getStrings } = await import('@/lib/i18n')
  const { default: enUS } = await import('@/locales/en-US')

  it('keeps the translated keys', () => {
    const fr = getStrings('fr-FR')
    expect(fr.MENU.HOME).toBe('Accueil')
    expect(fr.COMMON.MORE).toBe('Plus')
  })

  it('falls back to en-US for a missing key and a missing group', () => {
    const fr = getStrings('fr-FR')
    expect(fr.MENU.SEARCH).toBe(enUS.MENU.SEARCH)
    expect(fr.COMMON.PASSWORD_ERROR).toBe('Password Error!')
    expect(fr.PAGINATION).toEqual(enUS.PAGINATION)
    expect(fr.SEARCH.PLACEHOLDER).toBe(enUS.SEARCH.PLACEHOLDER)
  })
})
