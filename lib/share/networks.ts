// Share links per network, as pure functions. Each builder returns the URL a share button opens
// (or null when the network cannot share this page, e.g. Pinterest without an image), and
// each network has the popup size its share dialog is designed for.

export const SHARE_NETWORKS = [
  'facebook', 'messenger', 'line', 'reddit', 'email', 'twitter', 'telegram', 'whatsapp',
  'linkedin', 'pinterest', 'vkshare', 'okshare', 'tumblr', 'livejournal', 'mailru', 'viber',
  'workplace', 'weibo', 'pocket', 'instapaper', 'hatena', 'qq', 'wechat', 'link',
] as const
export type ShareNetwork = (typeof SHARE_NETWORKS)[number]

/** Networks without a share URL: WeChat shows a QR code, 'link' copies the URL. */
export const NON_URL_NETWORKS = ['wechat', 'link'] as const satisfies readonly ShareNetwork[]
export type UrlNetwork = Exclude<ShareNetwork, (typeof NON_URL_NETWORKS)[number]>

export interface ShareInput {
  /** the page to share (absolute URL) — required by every network */
  url: string
  /** post title + separator + site title (see shareTitle) */
  title: string
  summary?: string
  /** absolute image URL — Pinterest cannot share without one */
  image?: string
  /** Twitter/X: hashtags without '#' */
  hashtags?: string[]
  /** Twitter/X: accounts to suggest following after the share, without '@' */
  related?: string[]
  /** Facebook Messenger's share dialog needs the id of a Facebook app */
  facebookAppId?: string
}

const TITLE_SEPARATOR = ' | '

export function shareTitle(postTitle: string, siteTitle: string): string {
  return postTitle + TITLE_SEPARATOR + siteTitle
}

/** Popup width × height per network: the size each share dialog is laid out for. */
export const POPUP_SIZE: Record<UrlNetwork, readonly [number, number]> = {
  facebook: [550, 400],
  messenger: [1000, 820],
  line: [500, 500],
  reddit: [660, 460],
  email: [0, 0], // mailto: opens the mail program, not a window
  twitter: [550, 400],
  telegram: [550, 400],
  whatsapp: [550, 400],
  linkedin: [750, 600],
  pinterest: [1000, 730],
  vkshare: [660, 460],
  okshare: [588, 480],
  tumblr: [660, 460],
  livejournal: [660, 460],
  mailru: [660, 460],
  viber: [660, 460],
  workplace: [550, 400],
  weibo: [660, 550],
  pocket: [500, 500],
  instapaper: [500, 500],
  hatena: [660, 460],
  qq: [760, 600],
}

/** Networks that hand over to an app (mail program, Viber) instead of opening a web page. */
export const OPENS_APP: ReadonlySet<UrlNetwork> = new Set(['email', 'viber'])

/** `?a=1&b=2` from the defined, non-empty values, encoded with encodeURIComponent. */
function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params)
    .filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== '')
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  return parts.length ? `?${parts.join('&')}` : ''
}

const list = (items?: string[]) => (items?.length ? items.join(',') : undefined)
/** Hashtags cannot contain spaces or '#'; Notion tags may. */
const hashtag = (tag: string) => tag.replace(/[\s#]+/g, '')

const BUILDERS: Record<UrlNetwork, (s: ShareInput) => string | null> = {
  facebook: (s) => `https://www.facebook.com/sharer/sharer.php${query({ u: s.url })}`,
  messenger: (s) =>
    s.facebookAppId
      ? `https://www.facebook.com/dialog/send${query({ link: s.url, app_id: s.facebookAppId, redirect_uri: s.url })}`
      : null,
  line: (s) => `https://social-plugins.line.me/lineit/share${query({ url: s.url, text: s.title })}`,
  reddit: (s) => `https://www.reddit.com/submit${query({ url: s.url, title: s.title })}`,
  email: (s) => `mailto:${query({ subject: s.title, body: s.summary ? `${s.summary}\n\n${s.url}` : s.url })}`,
  twitter: (s) =>
    `https://twitter.com/intent/tweet${query({
      url: s.url,
      text: s.title,
      hashtags: list(s.hashtags?.map(hashtag).filter(Boolean)),
      related: list(s.related),
    })}`,
  telegram: (s) => `https://t.me/share/url${query({ url: s.url, text: s.title })}`,
  // api.whatsapp.com answers on phones (opens the app) and desktops (opens WhatsApp Web).
  whatsapp: (s) => `https://api.whatsapp.com/send${query({ text: `${s.title} ${s.url}` })}`,
  linkedin: (s) => `https://www.linkedin.com/shareArticle${query({ mini: 'true', url: s.url, title: s.title, summary: s.summary })}`,
  pinterest: (s) =>
    s.image ? `https://pinterest.com/pin/create/button/${query({ url: s.url, media: s.image, description: s.title })}` : null,
  vkshare: (s) => `https://vk.com/share.php${query({ url: s.url, title: s.title, image: s.image })}`,
  okshare: (s) => `https://connect.ok.ru/offer${query({ url: s.url, title: s.title, description: s.summary, imageUrl: s.image })}`,
  tumblr: (s) =>
    `https://www.tumblr.com/widgets/share/tool${query({ canonicalUrl: s.url, title: s.title, caption: s.summary, posttype: 'link' })}`,
  livejournal: (s) => `https://www.livejournal.com/update.bml${query({ subject: s.title, event: s.summary ? `${s.summary}\n${s.url}` : s.url })}`,
  mailru: (s) => `https://connect.mail.ru/share${query({ url: s.url, title: s.title, description: s.summary, image_url: s.image })}`,
  viber: (s) => `viber://forward${query({ text: `${s.title} ${s.url}` })}`,
  workplace: (s) => `https://work.workplace.com/sharer.php${query({ u: s.url, quote: s.title })}`,
  weibo: (s) => `https://service.weibo.com/share/share.php${query({ url: s.url, title: s.title, pic: s.image })}`,
  pocket: (s) => `https://getpocket.com/save${query({ url: s.url, title: s.title })}`,
  instapaper: (s) => `https://www.instapaper.com/hello2${query({ url: s.url, title: s.title, description: s.summary })}`,
  hatena: (s) => `https://b.hatena.ne.jp/add${query({ mode: 'confirm', url: s.url, title: s.title })}`,
  qq: (s) =>
    `https://connect.qq.com/widget/shareqq/index.html${query({ url: s.url, title: s.title, desc: s.summary, summary: s.summary, pics: s.image })}`,
}

/** The share URL of one network for this page, or null when the network cannot share it. */
export function shareUrl(network: UrlNetwork, input: ShareInput): string | null {
  if (!/^https?:\/\//i.test(input.url)) throw new Error(`share: an absolute page URL is required, got ${JSON.stringify(input.url)}`)
  return BUILDERS[network](input)
}

export function isUrlNetwork(n: ShareNetwork): n is UrlNetwork {
  return !(NON_URL_NETWORKS as readonly string[]).includes(n)
}
