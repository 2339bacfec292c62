// The share bar under a post. Server component: every button is a plain link with its share URL
// (works without JavaScript), the WeChat QR code is drawn here as SVG, and one small island
// (ShareActions) adds popups, the pre-click hook and copying the link.
import './share.css'
import QRCode from 'qrcode'
import type { Post } from '@/lib/site/types'
import type { Strings } from '@/locales/en-US'
import { ogImagePath } from '@/lib/seo/site'
import { splitList } from '@/lib/config/settings'
import { shareServices, shareSettings, type ShareSettings } from './config'
import { NETWORK_NAMES, ShareIcon } from './icons'
import { isUrlNetwork, OPENS_APP, POPUP_SIZE, shareTitle, shareUrl, type ShareInput, type ShareNetwork } from './networks'
import { ShareActions } from './ShareActions'

export interface ShareBarProps {
  post: Post
  /** the absolute URL of the post */
  url: string
  siteTitle: string
  strings: Strings
  /** absolute image URL for networks that show one; default: the post's generated OG image */
  image?: string
  /** awaited before a share opens (e.g. a server action that counts shares) */
  beforeShare?: (network: ShareNetwork) => Promise<void>
  /** for tests; default: the env settings */
  settings?: ShareSettings
}

export async function ShareBar({ post, url, siteTitle, strings, image, beforeShare, settings = shareSettings() }: ShareBarProps) {
  if (!settings.POST_SHARE_BAR_ENABLE || post.type !== 'Post' || !/^https?:\/\//.test(url)) return null
  const input: ShareInput = {
    url,
    title: shareTitle(post.title, siteTitle),
    summary: post.summary || undefined,
    image: image ?? new URL((process.env.LEAFPRESS_SUB_PATH ?? '') + ogImagePath(post), url).href,
    hashtags: post.tags,
    related: splitList(settings.POST_SHARE_TWITTER_RELATED),
    facebookAppId: settings.FACEBOOK_APP_ID || undefined,
  }
  const label = (n: ShareNetwork) => strings.POST.SHARE_TO.replace('{name}', NETWORK_NAMES[n])
  const items = await Promise.all(
    shareServices(settings).map(async (network) => {
      if (network === 'link') {
        return (
          <button key={network} type="button" data-share="link" data-url={url} aria-label={strings.MENU.SHARE_URL} title={strings.MENU.SHARE_URL}>
            <ShareIcon network="link" />
          </button>
        )
      }
      if (network === 'wechat') {
        const qr = await QRCode.toString(url, { type: 'svg', margin: 1, width: 132, errorCorrectionLevel: 'M' })
        return (
          <span key={network} className="leafpress-share-wechat">
            <button type="button" data-share="wechat" aria-label={label(network)} aria-describedby={`share-qr-${post.id}`}>
              <ShareIcon network="wechat" />
            </button>
            <span id={`share-qr-${post.id}`} role="tooltip" className="leafpress-share-qr" data-testid="share-wechat-qr">
              <span dangerouslySetInnerHTML={{ __html: qr }} />
              <span>{strings.COMMON.SCAN_QR_CODE}</span>
            </span>
          </span>
        )
      }
      if (!isUrlNetwork(network)) return null
      const href = shareUrl(network, input)
      if (!href) return null
      const app = OPENS_APP.has(network)
      return (
        <a
          key={network}
          href={href}
          data-share={network}
          data-popup={app ? undefined : POPUP_SIZE[network].join('x')}
          target={app ? undefined : '_blank'}
          rel="noopener noreferrer nofollow"
          aria-label={label(network)}
          title={label(network)}
        >
          <ShareIcon network={network} />
        </a>
      )
    }),
  )
  return (
    <ShareActions label={strings.COMMON.SHARE} copiedText={strings.COMMON.URL_COPIED} beforeShare={beforeShare}>
      {items}
    </ShareActions>
  )
}
