import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { readShareSettings } from '@/lib/share/config'
import { ShareBar, type ShareBarProps } from '@/lib/share/ShareBar'
import { ShareIcon } from '@/lib/share/icons'
import { SHARE_NETWORKS } from '@/lib/share/networks'
import type { Post } from '@/lib/site/types'
import enUS from '@/locales/en-US'

const post: Post = {
  id: '0123456789abcdef0123456789abcdef',
  slug: 'salt',
  href: '/article/salt',
  title: '高血壓與鹽',
  summary: '少鹽也好吃',
  category: '飲食',
  tags: ['健康'],
  tagItems: [],
  pageCover: null,
  pageCoverThumbnail: null,
  pageIcon: null,
  type: 'Post',
  status: 'Published',
  publishDate: Date.UTC(2023, 8, 21),
  publishDay: '2023-09-21',
  publishAt: 0,
  createdDate: 0,
  lastEditedDate: Date.UTC(2023, 9, 1),
  lastEditedDay: '2023-10-01',
  locked: false,
}

const URL_ = 'https://leafpress.example.com/article/salt'

async function render(props: Partial<ShareBarProps> = {}, env: Record<string, string> = { POST_SHARE_BAR_ENABLE: 'true' }) {
  const el = await ShareBar({ post, url: URL_, siteTitle: '好好吃飯', strings: enUS, settings: readShareSettings(env), ...props })
  return el ? renderToStaticMarkup(el) : ''
}

describe('ShareBar', () => {
  it('renders nothing while POST_SHARE_BAR_ENABLE is off, for pages, and without a URL', async () => {
    expect(await render({}, {})).toBe('')
    expect(await render({ post: { ...post, type: 'Page' } })).toBe('')
    expect(await render({ url: '' })).toBe('')
  })

  it('renders the site list of buttons in order (Messenger hidden without a Facebook app id)', async () => {
    const html = await render()
    const order = [...html.matchAll(/data-share="([a-z]+)"/g)].map((m) => m[1])
    expect(order).toEqual(['link', 'wechat', 'qq', 'weibo', 'email', 'facebook', 'twitter', 'telegram', 'line', 'reddit', 'whatsapp', 'linkedin'])
    expect(html).toContain('data-testid="share-bar"')
    expect(html).toContain('aria-label="Share"')
  })

  it('shows Messenger once a Facebook app id is set', async () => {
    const html = await render({}, { POST_SHARE_BAR_ENABLE: 'true', FACEBOOK_APP_ID: '42' })
    expect(html).toMatch(/href="https:\/\/www\.facebook\.com\/dialog\/send\?link=[^"]*app_id=42/)
  })

  it('gives each link its share URL, popup size and an accessible label', async () => {
    const html = await render()
    expect(html).toContain('href="https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fleafpress.example.com%2Farticle%2Fsalt"')
    expect(html).toMatch(/data-share="facebook" data-popup="550x400" target="_blank" rel="noopener noreferrer nofollow" aria-label="Share to Facebook"/)
    // mail hands over to the mail program: no popup, no new tab
    expect(html).toMatch(/<a href="mailto:\?subject=[^"]+" data-share="email" rel=/)
    // share title = post title + separator + site title
    expect(html).toContain(encodeURIComponent('高血壓與鹽 | 好好吃飯'))
  })

  it('names the accounts of POST_SHARE_TWITTER_RELATED in the tweet link', async () => {
    const env = { POST_SHARE_BAR_ENABLE: 'true', POSTS_SHARE_SERVICES: 'twitter' }
    expect(await render({}, env)).not.toContain('related=')
    expect(await render({}, { ...env, POST_SHARE_TWITTER_RELATED: 'leafpress, healthdesk' })).toContain(`related=${encodeURIComponent('leafpress,healthdesk')}`)
  })

  it('uses the post tags as hashtags and the generated OG image for networks that show one', async () => {
    const html = await render({}, { POST_SHARE_BAR_ENABLE: 'true', POSTS_SHARE_SERVICES: 'twitter,pinterest' })
    expect(html).toContain(`hashtags=${encodeURIComponent('健康')}`)
    expect(html).toContain(`media=${encodeURIComponent(`https://leafpress.example.com/og/${post.id}?v=${post.lastEditedDate.toString(36)}`)}`)
  })

  it('draws the WeChat QR code on the server as SVG, with the scan hint', async () => {
    const html = await render({}, { POST_SHARE_BAR_ENABLE: 'true', POSTS_SHARE_SERVICES: 'wechat' })
    expect(html).toMatch(/data-testid="share-wechat-qr"><span><svg [^>]*viewBox/)
    expect(html).toContain('Scan the QR code to share')
    expect(html).not.toContain('<script')
  })

  it('has a copy button carrying the URL', async () => {
    const html = await render({}, { POST_SHARE_BAR_ENABLE: 'true', POSTS_SHARE_SERVICES: 'link' })
    expect(html).toContain(`data-share="link" data-url="${URL_}"`)
  })
})

describe('ShareIcon', () => {
  it('is a 32 px inline SVG for every network', () => {
    for (const n of SHARE_NETWORKS) {
      const svg = renderToStaticMarkup(<ShareIcon network={n} />)
      expect(svg).toMatch(/^<svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true"/)
    }
  })
})
