import { getConfig } from '@/lib/config'
import { getStrings } from '@/lib/i18n'
import { getSite } from '@/lib/site/data'
import { loadTheme } from '@/themes'
import { themeHref } from '@/lib/route/context'
import { withBase } from '@/lib/site/links'

// not-found receives no params: it renders with the default variant. The proxy sends the
// visitor's variant in headers only for dynamic pages, so a 404 stays cheap and uniform.
export default async function NotFound() {
  const config = getConfig()
  const [site, mod] = await Promise.all([getSite(), loadTheme(config.THEME as never)])
  const ctx = {
    theme: mod.name,
    lang: config.LANG as never,
    strings: getStrings(config.LANG),
    config,
    site,
    path: '/404',
    href: themeHref(mod.name, config.THEME),
    asset: (url: string) => withBase(config.SUB_PATH, url),
  }
  return mod.layouts.NotFound({ ctx })
}
