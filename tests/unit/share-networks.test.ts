import { describe, expect, it } from 'vitest'
import { readShareSettings, shareServices } from '@/lib/share/config'
import {
  POPUP_SIZE,
  SHARE_NETWORKS,
  isUrlNetwork,
  shareTitle,
  shareUrl,
  type ShareInput,
  type UrlNetwork,
} from '@/lib/share/networks'
import { ConfigError } from '@/lib/config/load'
import { popupFeatures } from '@/lib/share/popup'

const PAGE = 'https://leafpress.example.com/article/低鈉飲食'
const input: ShareInput = {
  url: PAGE,
  title: shareTitle('低鈉飲食 & 血壓', '好好吃飯'),
  summary: '少鹽也好吃',
  image: 'https://leafpress.example.com/og/abc?v=1',
  hashtags: ['健康 飲食', '#鈉'],
  related: ['leafpress', 'notion'],
  facebookAppId: '123456',
}

/** The query of a share URL as a plain object (decoded). */
const params = (url: string) => Object.fromEntries(new URL(url.replace(/^(mailto|viber):\/?\/?/, 'https://x/')).searchParams)

describe('share title', () => {
  it('is the post title, a separator and the site title', () => {
    expect(shareTitle('A', 'B')).toBe('A | B')
  })
})

describe('share URLs per network', () => {
  const expected: Record<UrlNetwork, { base: string; query: Record<string, string> }> = {
    facebook: { base: 'https://www.facebook.com/sharer/sharer.php', query: { u: PAGE } },
    messenger: { base: 'https://www.facebook.com/dialog/send', query: { link: PAGE, app_id: '123456', redirect_uri: PAGE } },
    line: { base: 'https://social-plugins.line.me/lineit/share', query: { url: PAGE, text: input.title } },
    reddit: { base: 'https://www.reddit.com/submit', query: { url: PAGE, title: input.title } },
    email: { base: 'mailto:', query: { subject: input.title, body: `少鹽也好吃\n\n${PAGE}` } },
    twitter: {
      base: 'https://twitter.com/intent/tweet',
      query: { url: PAGE, text: input.title, hashtags: '健康飲食,鈉', related: 'leafpress,notion' },
    },
    telegram: { base: 'https://t.me/share/url', query: { url: PAGE, text: input.title } },
    whatsapp: { base: 'https://api.whatsapp.com/send', query: { text: `${input.title} ${PAGE}` } },
    linkedin: { base: 'https://www.linkedin.com/shareArticle', query: { mini: 'true', url: PAGE, title: input.title, summary: '少鹽也好吃' } },
    pinterest: { base: 'https://pinterest.com/pin/create/button/', query: { url: PAGE, media: input.image!, description: input.title } },
    vkshare: { base: 'https://vk.com/share.php', query: { url: PAGE, title: input.title, image: input.image! } },
    okshare: { base: 'https://connect.ok.ru/offer', query: { url: PAGE, title: input.title, description: '少鹽也好吃', imageUrl: input.image! } },
    tumblr: {
      base: 'https://www.tumblr.com/widgets/share/tool',
      query: { canonicalUrl: PAGE, title: input.title, caption: '少鹽也好吃', posttype: 'link' },
    },
    livejournal: { base: 'https://www.livejournal.com/update.bml', query: { subject: input.title, event: `少鹽也好吃\n${PAGE}` } },
    mailru: { base: 'https://connect.mail.ru/share', query: { url: PAGE, title: input.title, description: '少鹽也好吃', image_url: input.image! } },
    viber: { base: 'viber://forward', query: { text: `${input.title} ${PAGE}` } },
    workplace: { base: 'https://work.workplace.com/sharer.php', query: { u: PAGE, quote: input.title } },
    weibo: { base: 'https://service.weibo.com/share/share.php', query: { url: PAGE, title: input.title, pic: input.image! } },
    pocket: { base: 'https://getpocket.com/save', query: { url: PAGE, title: input.title } },
    instapaper: { base: 'https://www.instapaper.com/hello2', query: { url: PAGE, title: input.title, description: '少鹽也好吃' } },
    hatena: { base: 'https://b.hatena.ne.jp/add', query: { mode: 'confirm', url: PAGE, title: input.title } },
    qq: {
      base: 'https://connect.qq.com/widget/shareqq/index.html',
      query: { url: PAGE, title: input.title, desc: '少鹽也好吃', summary: '少鹽也好吃', pics: input.image! },
    },
  }

  for (const [network, want] of Object.entries(expected) as Array<[UrlNetwork, (typeof expected)[UrlNetwork]]>) {
    it(network, () => {
      const url = shareUrl(network, input)!
      expect(url.startsWith(want.base + '?')).toBe(true)
      expect(params(url)).toEqual(want.query)
    })
  }

  it('covers every supported network except the two without a URL', () => {
    const urlNetworks = SHARE_NETWORKS.filter(isUrlNetwork)
    expect(Object.keys(expected).sort()).toEqual([...urlNetworks].sort())
    expect(SHARE_NETWORKS.filter((n) => !isUrlNetwork(n))).toEqual(['wechat', 'link'])
  })

  it('encodes everything that could break out of the query', () => {
    const url = shareUrl('facebook', { ...input, url: 'https://x.example/a?b=1&c=<script>' })!
    expect(url).not.toMatch(/[<>&]c=/)
    expect(params(url).u).toBe('https://x.example/a?b=1&c=<script>')
  })

  it('requires an absolute page URL', () => {
    expect(() => shareUrl('twitter', { ...input, url: '' })).toThrow(/URL is required/)
    expect(() => shareUrl('twitter', { ...input, url: '/article/x' })).toThrow(/URL is required/)
  })

  it('leaves Pinterest out without an image and Messenger without a Facebook app id', () => {
    expect(shareUrl('pinterest', { ...input, image: undefined })).toBeNull()
    expect(shareUrl('messenger', { ...input, facebookAppId: undefined })).toBeNull()
  })

  it('omits empty optional fields instead of sending empty parameters', () => {
    const url = shareUrl('twitter', { url: PAGE, title: 't' })!
    expect(params(url)).toEqual({ url: PAGE, text: 't' })
    expect(shareUrl('email', { url: PAGE, title: 't' })).toBe(`mailto:?subject=t&body=${encodeURIComponent(PAGE)}`)
  })
})

describe('popups', () => {
  it('has a size for every URL network, e.g. 550×400 for Facebook and Twitter', () => {
    expect(POPUP_SIZE.facebook).toEqual([550, 400])
    expect(POPUP_SIZE.twitter).toEqual([550, 400])
    expect(POPUP_SIZE.linkedin).toEqual([750, 600])
  })

  it('centres the popup over the window', () => {
    const f = popupFeatures([550, 400], { screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 800 })
    expect(f).toContain('width=550,height=400,left=465,top=250')
    expect(f).toContain('noopener')
  })
})

describe('share settings', () => {
  it('defaults to off with the site list of networks', () => {
    const s = readShareSettings({})
    expect(s.POST_SHARE_BAR_ENABLE).toBe(false)
    expect(shareServices(s)).toEqual(['link', 'wechat', 'qq', 'weibo', 'email', 'facebook', 'twitter', 'telegram', 'messenger', 'line', 'reddit', 'whatsapp', 'linkedin'])
  })

  it('reads the environment and rejects unknown networks with the fix', () => {
    expect(shareServices(readShareSettings({ POSTS_SHARE_SERVICES: ' twitter, link ,twitter', POST_SHARE_BAR_ENABLE: 'true' }))).toEqual(['twitter', 'link'])
    expect(() => readShareSettings({ POSTS_SHARE_SERVICES: 'twitter,myspace' })).toThrow(ConfigError)
    expect(() => readShareSettings({ POSTS_SHARE_SERVICES: 'twitter,myspace' })).toThrow(/myspace.*comma-separated list of: facebook/)
    expect(() => readShareSettings({ POST_SHARE_BAR_ENABLE: 'maybe' })).toThrow(/POST_SHARE_BAR_ENABLE = "maybe".*use true or false/)
  })
})
