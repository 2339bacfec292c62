// SEO and page-head settings. Each key is also an env var of the same name.
import { memo, pathOrUrl, readSettings, type Check, type Env } from '../config/settings'

export const SEO_DEFAULTS = {
  /** the share image of pages without their own (a site path or an absolute URL) */
  OG_IMAGE_DEFAULT: '/bg_image.jpg',
  /** a font file for generated OG images (.ttf, .otf or .ttc), used before the shipped Noto
   * Sans CJK subset; '' = the shipped font (plus the system's Noto Sans CJK for rarer characters) */
  OG_FONT_PATH: '',
  /** which face of a .ttc to use, by family name (e.g. 'Noto Sans CJK TC'); '' = by LANG */
  OG_FONT_FACE: '',
  /** your Facebook page URL, announced as the publisher of articles ('' = none) */
  FACEBOOK_PAGE: '',
}

export type SeoSettings = typeof SEO_DEFAULTS

export const SEO_CHECKS: Partial<Record<keyof SeoSettings, Check>> = {
  OG_IMAGE_DEFAULT: pathOrUrl,
  OG_FONT_PATH: (v) => (v === '' || /\.(ttf|otf|ttc)$/i.test(String(v)) ? null : 'use the path of a .ttf, .otf or .ttc file'),
  FACEBOOK_PAGE: (v) => (v === '' || /^https:\/\//.test(String(v)) ? null : "use your page's https URL, or ''"),
}

export const readSeoSettings = (env: Env) => readSettings(SEO_DEFAULTS, SEO_CHECKS, env)
export const seoSettings = memo(() => readSeoSettings(process.env))
