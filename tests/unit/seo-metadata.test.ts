import { describe, expect, it } from 'vitest'
import { readSeoSettings } from '@/lib/seo/config'
import { articleMetadata, fullTitle, languageAlternates, pageMetadata } from '@/lib/seo/metadata'
import { absoluteUrl, canonicalUrl, seoSite, type SeoSite } from '@/lib/seo/site'
import type { Post, SiteInfo } from '@/lib/site/types'
import { ConfigError } from '@/lib/config/load'

const info: SiteInfo = { title: '好好吃飯', description: '用科學與好味道，陪你好好吃飯。', icon: '🥗', cover: '/bg_image.jpg' }
const config = { LINK: 'https://leafpress.example.com', SUB_PATH: '', KEYWORDS: '健康飲食, 營養', AUTHOR: '小葉' }
const site: SeoSite = seoSite(config, info, 'zh-CN', readSeoSettings({}))

const post: Post = {
  id: '0123456789abcdef0123456789abcdef',
  slug: '低鈉',
  href: '/article/低鈉',
  title: '低鈉飲食',
  summary: '少鹽也好吃',
  category: '飲食',
  tags: ['健康', '鈉'],
  tagItems: [],
  pageCover: '/files/cover.webp',
  pageCoverThumbnail: null,
  pageIcon: null,
  type: 'Post',
  status: 'Published',
  publishDate: Date.UTC(2023, 8, 21, 8),
  publishDay: '2023-09-21',
  publishAt: 0,
  createdDate: 0,
  lastEditedDate: Date.UTC(2023, 9, 1, 12),
  lastEditedDay: '2023-10-01',
  locked: false,
}

describe('URLs', () => {
  it('builds canonical URLs from the site link and the path, percent-encoded', () => {
    expect(canonicalUrl(site, '/')).toBe('https://leafpress.example.com/')
    expect(canonicalUrl(site, '/tag/蔬菜')).toBe('https://leafpress.example.com/tag/%E8%94%AC%E8%8F%9C')
    expect(canonicalUrl(site, '/tag/%E8%94%AC%E8%8F%9C')).toBe('https://leafpress.example.com/tag/%E8%94%AC%E8%8F%9C')
  })

  it('keeps the sub path and drops a trailing slash of the link', () => {
    const sub = seoSite({ ...config, LINK: 'https://example.com/', SUB_PATH: '/blog' }, info, 'zh-CN', readSeoSettings({}))
    expect(sub.origin).toBe('https://example.com/blog')
    expect(canonicalUrl(sub, '/archive')).toBe('https://example.com/blog/archive')
    expect(sub.defaultImage).toBe('https://example.com/blog/bg_image.jpg')
    expect(absoluteUrl(sub.origin, 'https://cdn.example.net/a.png')).toBe('https://cdn.example.net/a.png')
  })

  it('lists the 7 locales as ?lang= alternates plus x-default', () => {
    const alt = languageAlternates('https://leafpress.example.com/archive')
    expect(Object.keys(alt)).toEqual(['en-US', 'zh-CN', 'zh-HK', 'zh-TW', 'fr-FR', 'tr-TR', 'ja-JP', 'x-default'])
    expect(alt['ja-JP']).toBe('https://leafpress.example.com/archive?lang=ja-JP')
    expect(alt['x-default']).toBe('https://leafpress.example.com/archive')
  })
})

describe('pageMetadata', () => {
  it('gives the home page the site title, description, keywords, canonical and default image', () => {
    const m = pageMetadata(site, { path: '/' })
    expect(m.title).toEqual({ absolute: '好好吃飯' })
    expect(m.description).toBe(info.description)
    expect(m.keywords).toBe('健康飲食, 營養')
    expect(m.alternates?.canonical).toBe('https://leafpress.example.com/')
    expect(m.alternates?.languages).toMatchObject({ 'zh-TW': 'https://leafpress.example.com/?lang=zh-TW' })
    expect(m.openGraph).toMatchObject({
      type: 'website',
      siteName: '好好吃飯',
      url: 'https://leafpress.example.com/',
      locale: 'zh_CN',
      images: [{ url: 'https://leafpress.example.com/bg_image.jpg' }],
    })
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', title: '好好吃飯', images: ['https://leafpress.example.com/bg_image.jpg'] })
    expect(m.robots).toBeUndefined()
  })

  it('appends the site title to a page title and can keep a page out of indexes', () => {
    const m = pageMetadata(site, { path: '/search/鹽', title: '搜索', noindex: true })
    expect(m.title).toEqual({ absolute: '搜索 | 好好吃飯' })
    expect(m.robots).toEqual({ index: false, follow: true })
    expect(fullTitle('', 'S')).toBe('S')
  })

  it('uses the configured default image', () => {
    const s = seoSite(config, info, 'en-US', readSeoSettings({ OG_IMAGE_DEFAULT: 'https://cdn.example.net/share.png' }))
    expect(pageMetadata(s, { path: '/' }).openGraph).toMatchObject({ images: [{ url: 'https://cdn.example.net/share.png' }], locale: 'en_US' })
  })
})

describe('articleMetadata', () => {
  it('adds the article fields and the generated OG image for a post', () => {
    const m = articleMetadata(site, post)
    expect(m.title).toEqual({ absolute: '低鈉飲食 | 好好吃飯' })
    expect(m.description).toBe('少鹽也好吃')
    expect(m.keywords).toBe('健康, 鈉')
    expect(m.alternates?.canonical).toBe('https://leafpress.example.com/article/%E4%BD%8E%E9%88%89')
    const image = `https://leafpress.example.com/og/${post.id}?v=${post.lastEditedDate.toString(36)}`
    expect(m.openGraph).toMatchObject({
      type: 'article',
      publishedTime: '2023-09-21T08:00:00.000Z',
      modifiedTime: '2023-10-01T12:00:00.000Z',
      authors: ['小葉'],
      section: '飲食',
      tags: ['健康', '鈉'],
      images: [{ url: image, width: 1200, height: 630, alt: '低鈉飲食' }],
    })
    expect(m.twitter).toMatchObject({ card: 'summary_large_image', images: [image] })
    expect(m.other).toBeUndefined()
  })

  it('names the publisher page when FACEBOOK_PAGE is set', () => {
    const s = seoSite(config, info, 'zh-CN', readSeoSettings({ FACEBOOK_PAGE: 'https://www.facebook.com/leafpress' }))
    expect(articleMetadata(s, post).other).toEqual({ 'article:publisher': 'https://www.facebook.com/leafpress' })
  })

  it('uses only the row of a locked post: its summary, never body text', () => {
    const m = articleMetadata(site, { ...post, locked: true })
    expect(m.description).toBe('少鹽也好吃')
    expect(JSON.stringify(m)).not.toMatch(/password/i)
  })

  it('treats a Page like any other page (no article fields), falling back to the site description', () => {
    const m = articleMetadata(site, { ...post, type: 'Page', href: '/about', summary: '' })
    expect(m.openGraph).toMatchObject({ type: 'website', url: 'https://leafpress.example.com/about' })
    expect(m.description).toBe(info.description)
  })
})

describe('SEO settings', () => {
  it('rejects values that cannot work, naming the key and the fix', () => {
    expect(() => readSeoSettings({ OG_IMAGE_DEFAULT: 'bg.jpg' })).toThrow(ConfigError)
    expect(() => readSeoSettings({ OG_FONT_PATH: '/fonts/a.woff2' })).toThrow(/OG_FONT_PATH.*\.ttf, \.otf or \.ttc/)
    expect(() => readSeoSettings({ FACEBOOK_PAGE: 'leafpress' })).toThrow(/FACEBOOK_PAGE/)
  })
})
