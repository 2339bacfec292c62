// The <ins> attributes of each AdSense slot type (pure). A type whose slot id is not configured
// has no attributes: the slot is not rendered.
import type { AdsSettings } from './config'

export const AD_SLOT_TYPES = ['in-article', 'flow', 'native', 'auto'] as const
export type AdSlotType = (typeof AD_SLOT_TYPES)[number]

export function adSlotAttributes(type: AdSlotType, s: AdsSettings): Record<string, string> | null {
  if (!s.ADSENSE_GOOGLE_ID) return null
  const common = { 'data-ad-client': s.ADSENSE_GOOGLE_ID, ...(s.ADSENSE_GOOGLE_TEST ? { 'data-adtest': 'on' } : {}) }
  switch (type) {
    case 'in-article':
      return s.ADSENSE_GOOGLE_SLOT_IN_ARTICLE
        ? { ...common, 'data-ad-slot': s.ADSENSE_GOOGLE_SLOT_IN_ARTICLE, 'data-ad-layout': 'in-article', 'data-ad-format': 'fluid' }
        : null
    case 'flow':
      return s.ADSENSE_GOOGLE_SLOT_FLOW && s.ADSENSE_GOOGLE_FLOW_LAYOUT_KEY
        ? { ...common, 'data-ad-slot': s.ADSENSE_GOOGLE_SLOT_FLOW, 'data-ad-format': 'fluid', 'data-ad-layout-key': s.ADSENSE_GOOGLE_FLOW_LAYOUT_KEY }
        : null
    case 'native':
      return s.ADSENSE_GOOGLE_SLOT_NATIVE ? { ...common, 'data-ad-slot': s.ADSENSE_GOOGLE_SLOT_NATIVE, 'data-ad-format': 'autorelaxed' } : null
    case 'auto':
      return s.ADSENSE_GOOGLE_SLOT_AUTO
        ? { ...common, 'data-ad-slot': s.ADSENSE_GOOGLE_SLOT_AUTO, 'data-ad-format': 'auto', 'data-full-width-responsive': 'true' }
        : null
  }
}

export function adsScriptUrl(client: string): string {
  return `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`
}
