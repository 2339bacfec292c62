// Google AdSense. Off by default. Slot ids come only from here (each slot type renders nothing
// until its id is set). Each key is also an env var of the same name.
import { ConfigError } from '../config/error'
import { memo, readSettings, type Check, type Env } from '../config/settings'

export const ADS_DEFAULTS = {
  /** your AdSense publisher id, ca-pub-… ('' = no ads, no script) */
  ADSENSE_GOOGLE_ID: '',
  /** mark requests as tests (no real impressions), for trying a setup */
  ADSENSE_GOOGLE_TEST: false,
  /** ad unit (slot) ids per slot type */
  ADSENSE_GOOGLE_SLOT_IN_ARTICLE: '',
  ADSENSE_GOOGLE_SLOT_FLOW: '',
  /** the layout key AdSense gives with an in-feed (flow) unit */
  ADSENSE_GOOGLE_FLOW_LAYOUT_KEY: '',
  ADSENSE_GOOGLE_SLOT_NATIVE: '',
  ADSENSE_GOOGLE_SLOT_AUTO: '',
}

export type AdsSettings = typeof ADS_DEFAULTS

const slot: Check = (v) => (v === '' || /^\d{5,20}$/.test(String(v)) ? null : "use the numeric ad unit id from AdSense, or ''")

export const ADS_CHECKS: Partial<Record<keyof AdsSettings, Check>> = {
  ADSENSE_GOOGLE_ID: (v) => (v === '' || /^ca-pub-\d{10,20}$/.test(String(v)) ? null : "use your publisher id, e.g. ca-pub-1234567890123456, or ''"),
  ADSENSE_GOOGLE_SLOT_IN_ARTICLE: slot,
  ADSENSE_GOOGLE_SLOT_FLOW: slot,
  ADSENSE_GOOGLE_SLOT_NATIVE: slot,
  ADSENSE_GOOGLE_SLOT_AUTO: slot,
  ADSENSE_GOOGLE_FLOW_LAYOUT_KEY: (v) => (/^[\w+-]*$/.test(String(v)) ? null : "use the layout key exactly as AdSense shows it, or ''"),
}

export function readAdsSettings(env: Env): AdsSettings {
  const s = readSettings(ADS_DEFAULTS, ADS_CHECKS, env)
  const problems: string[] = []
  const slots = (['ADSENSE_GOOGLE_SLOT_IN_ARTICLE', 'ADSENSE_GOOGLE_SLOT_FLOW', 'ADSENSE_GOOGLE_SLOT_NATIVE', 'ADSENSE_GOOGLE_SLOT_AUTO'] as const).filter((k) => s[k])
  if (slots.length && !s.ADSENSE_GOOGLE_ID) problems.push(`${slots.join(', ')} set but ADSENSE_GOOGLE_ID is empty: set your publisher id (ca-pub-…)`)
  if (s.ADSENSE_GOOGLE_SLOT_FLOW && !s.ADSENSE_GOOGLE_FLOW_LAYOUT_KEY) problems.push('ADSENSE_GOOGLE_SLOT_FLOW needs ADSENSE_GOOGLE_FLOW_LAYOUT_KEY (AdSense shows it with the in-feed unit)')
  if (problems.length) throw new ConfigError(problems)
  return s
}

export const adsSettings = memo(() => readAdsSettings(process.env))
