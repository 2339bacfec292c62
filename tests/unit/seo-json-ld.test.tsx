import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { readSeoSettings } from '@/lib/seo/config'
import { CustomAssets, findCustomAssets } from '@/lib/seo/custom-assets'
import { blogPostingJsonLd, JsonLd, serializeJsonLd, websiteJsonLd } from '@/lib/seo/json-ld'
import { seoSite } from '@/lib/seo/site'
import type { Post } from '@/lib/site/types'

const site = seoSite(
  { LINK: 'https://leafpress.example.com', SUB_PATH: '', KEYWORDS: '', AUTHOR: '小葉' },
  { title: '好好吃飯', description: '陪你好好吃飯', icon: '/files/logo.png', cover: '' },
  'zh-TW',
  readSeoSettings({}),
)

const post = {
  id: 'abc',
  href: '/article/x',
  title: '</script><script>alert(1)</script>',
  summary: 'a & b',
  category: '飲食',
  tags: ['健康'],
  type: 'Post',
  publishDate: Date.UTC(2023, 0, 2),
  lastEditedDate: Date.UTC(2023, 0, 3),
} as Post

describe('JSON-LD', () => {
  it('describes the site as a WebSite with its publisher and logo', () => {
    expect(websiteJsonLd(site)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: '好好吃飯',
      description: '陪你好好吃飯',
      url: 'https://leafpress.example.com/',
      inLanguage: 'zh-TW',
      publisher: {
        '@type': 'Organization',
        name: '好好吃飯',
        url: 'https://leafpress.example.com/',
        logo: { '@type': 'ImageObject', url: 'https://leafpress.example.com/files/logo.png' },
      },
    })
  })

  it('describes a post as a BlogPosting', () => {
    const ld = blogPostingJsonLd(site, post)
    expect(ld).toMatchObject({
      '@type': 'BlogPosting',
      headline: post.title,
      datePublished: '2023-01-02T00:00:00.000Z',
      dateModified: '2023-01-03T00:00:00.000Z',
      author: { '@type': 'Person', name: '小葉' },
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://leafpress.example.com/article/x' },
      articleSection: '飲食',
      keywords: '健康',
      image: [`https://leafpress.example.com/og/abc?v=${post.lastEditedDate.toString(36)}`],
    })
  })

  it('cannot be broken out of: <, > and & are escaped and the JSON still parses to the same data', () => {
    const ld = blogPostingJsonLd(site, post)
    const html = renderToStaticMarkup(<JsonLd data={ld} />)
    expect(html.startsWith('<script type="application/ld+json">')).toBe(true)
    expect(html.match(/<\/script>/g)).toHaveLength(1)
    expect(html).not.toContain('<script>alert')
    expect(JSON.parse(serializeJsonLd(ld))).toEqual(ld)
    expect(serializeJsonLd({ '@context': 'https://schema.org', '@type': 'Thing', name: 'a\u2028b' })).toContain('\\u2028')
  })
})

describe('custom CSS and JS', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'leafpress-public-'))

  it('adds nothing when public/ has neither file', () => {
    expect(findCustomAssets(dir)).toEqual({ css: null, js: null })
    expect(renderToStaticMarkup(<CustomAssets publicDir={dir} basePath="" />)).toBe('')
  })

  it('links each file that exists, under the sub path', () => {
    fs.mkdirSync(path.join(dir, 'css'))
    fs.writeFileSync(path.join(dir, 'css/custom.css'), 'body{}')
    expect(renderToStaticMarkup(<CustomAssets publicDir={dir} basePath="/blog" />)).toBe(
      '<link rel="stylesheet" href="/blog/css/custom.css" data-testid="custom-css"/>',
    )
    fs.mkdirSync(path.join(dir, 'js'))
    fs.writeFileSync(path.join(dir, 'js/custom.js'), '')
    const html = renderToStaticMarkup(<CustomAssets publicDir={dir} basePath="" />)
    expect(html).toContain('<script src="/js/custom.js" defer="" data-testid="custom-js"></script>')
  })
})
