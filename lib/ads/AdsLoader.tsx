// The AdSense script, for the root layout. Renders nothing unless ADSENSE_GOOGLE_ID is set.
import { adsSettings, type AdsSettings } from './config'
import { AdsScript } from './lazy'

export function AdsLoader({ settings = adsSettings() }: { settings?: AdsSettings }) {
  return settings.ADSENSE_GOOGLE_ID ? <AdsScript client={settings.ADSENSE_GOOGLE_ID} /> : null
}
