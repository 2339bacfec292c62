// One ad slot, for themes to place (in the article, in a post list, under the article, or
// anywhere). Renders nothing unless AdSense and this slot type's id are configured. The slot
// is filled by AdsLoader, 3 s after the page (or client navigation) shows.
import { adsSettings, type AdsSettings } from './config'
import { adSlotAttributes, type AdSlotType } from './slots'

export function AdSlot({ type, className, settings = adsSettings() }: { type: AdSlotType; className?: string; settings?: AdsSettings }) {
  const attrs = adSlotAttributes(type, settings)
  if (!attrs) return null
  return (
    <ins
      className={`adsbygoogle${className ? ` ${className}` : ''}`}
      style={{ display: 'block', textAlign: type === 'in-article' || type === 'native' ? 'center' : undefined }}
      data-testid={`ad-${type}`}
      {...attrs}
    />
  )
}
