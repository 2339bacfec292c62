// @vitest-environment jsdom
// Feeds with hostile content (#29): a Notion title, summary, category or site name holding
// <script> or <img onerror> stays text in RSS, Atom and JSON Feed, and a post body holding
// script, handlers and javascript:/data: URLs comes out as inert HTML. Each serialized feed is
// parsed as XML (or JSON), and each HTML field as HTML by jsdom, which is what a reader does.
import type { ExtendedRecordMap } from 'notion-types'
import { describe, expect, it } from 'vitest'
import { feedHtml } from '@/lib/feeds/feed-html'
import { buildFeed, serializeFeed, type FeedFormat } from '@/lib/feeds/feeds'
import type { SiteIndex } from '@/lib/site/site'
import type { Post } from '@/lib/site/types'
import { sampleSite } from '../support/sample'

const SCRIPT = '<script>alert(1)</script>'
const IMG = '<img src=x onerror=alert(1)>'
const TITLE = `Salt & "pepper" ${SCRIPT} ]]> \u0001end`
const SUMMARY = `Read ${IMG} then ${SCRIPT}`
const CATEGORY = `Cat <b onmouseover="alert(1)">"'&`
const SITE = `My <svg onload=alert(1)> blog`
const cfg = { LINK: 'https://blog.example', SUB_PATH: '', AUTHOR: 'A <i>uthor', LANG: 'en-US', SINCE: 2020 }

const PAGE = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa'
function block(id: string, type: string, properties: Record<string, unknown> = {}, format: Record<string, unknown> = {}) {
  return { role: 'reader', value: { id, type, properties, format, parent_id: PAGE, parent_table: 'block', alive: true } }
}
/** A body with everything a hostile page could hold. */
const hostileBody = {
  block: {
    [PAGE]: { role: 'reader', value: { id: PAGE, type: 'page', properties: { title: [['Body']] }, content: ['t1', 't2', 'i1', 'i2', 'i3', 'bm', 'em', 'c1', 'q1'] } },
    t1: block('t1', 'text', { title: [[SCRIPT], [' and '], [IMG], [' <style>body{display:none}</style> '], ['<iframe src="https://evil.test">']] }),
    t2: block('t2', 'text', {
      title: [
        ['js', [['a', 'javascript:alert(1)']]],
        [' tab ', [['a', 'java\tscript:alert(1)']]],
        [' data ', [['a', 'data:text/html,<script>alert(1)</script>']]],
        [' quote ', [['a', 'https://ok.test/?q="><script>alert(1)</script>']]],
        [' fine', [['a', 'https://ok.test/page']]],
      ],
    }),
    i1: block('i1', 'image', { source: [['javascript:alert(1)']] }),
    i2: block('i2', 'image', { source: [['data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+']] }),
    i3: block('i3', 'image', { source: [['https://cdn.test/a.png" onerror="alert(1)']], caption: [['" onload="alert(1)']] }),
    bm: block('bm', 'bookmark', { link: [['javascript:alert(1)']], title: [['bookmark']] }),
    em: block('em', 'embed', { source: [['https://evil.test/frame']] }, { display_source: 'https://evil.test/frame' }),
    c1: block('c1', 'code', { title: [['</code></pre><script>alert(1)</script>']] }),
    q1: block('q1', 'quote', { title: [['"><img src=x onerror=alert(1)>']] }),
  },
} as unknown as ExtendedRecordMap

const bodyHtml = async () => feedHtml(hostileBody, PAGE, { mapPageUrl: () => null, mapImageUrl: (url) => url })

function hostileSite(): SiteIndex {
  const site = sampleSite()
  const [first, second] = site.posts
  const posts: Post[] = [
    { ...first, title: TITLE, summary: SUMMARY, category: CATEGORY, locked: false },
    { ...second, title: `Locked ${SCRIPT}`, summary: `Locked ${IMG}`, category: null, locked: true },
  ]
  return { ...site, posts, info: { ...site.info, title: SITE, description: `About ${IMG}` } }
}

async function feed(format: FeedFormat) {
  return serializeFeed(await buildFeed(hostileSite(), cfg, { prefix: '', locale: cfg.LANG }, bodyHtml), format)
}

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml')
  expect(doc.getElementsByTagName('parsererror').length, 'the feed parses as XML').toBe(0)
  return doc
}

/** Fails on anything in `html` that could run: elements, handler attributes, script URLs. */
function expectInert(html: string, what: string) {
  const body = new DOMParser().parseFromString(html, 'text/html').body
  for (const el of Array.from(body.querySelectorAll('*'))) {
    expect(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'FORM', 'BASE', 'META', 'LINK'], `${what}: <${el.tagName}>`).not.toContain(el.tagName.toUpperCase())
    for (const attr of Array.from(el.attributes)) {
      expect(attr.name, `${what}: ${attr.name} on <${el.tagName}>`).not.toMatch(/^on/i)
      if (['href', 'src', 'srcset', 'action', 'formaction', 'xlink:href'].includes(attr.name)) {
        expect(attr.value.replace(/[\u0000-\u0020]/g, ''), `${what}: ${attr.name}`).toMatch(/^(https?:|mailto:|tel:|\/|#|$)/i)
      }
    }
  }
  return body
}

/** Text that an HTML reader shows: must be exactly the text, with no element made of it. */
function expectHtmlText(html: string, text: string, what: string) {
  const body = expectInert(html, what)
  expect(body.querySelectorAll('*').length, `${what} has no elements`).toBe(body.querySelectorAll('p').length)
  expect(body.textContent, what).toBe(text)
}

const stripped = TITLE.replace('\u0001', '')

describe('RSS', () => {
  it('parses; titles, categories and the site name are text; summaries are escaped HTML; bodies inert', async () => {
    const xml = await feed('rss')
    expect(xml).not.toContain(SCRIPT)
    expect(xml).not.toContain(IMG)
    const doc = parseXml(xml)
    const channel = doc.querySelector('channel')!
    expect(channel.querySelector(':scope > title')!.textContent).toBe(SITE)
    const [item, locked] = Array.from(doc.querySelectorAll('item'))
    expect(item.querySelector('title')!.textContent).toBe(stripped)
    expect(item.querySelector('category')!.textContent).toBe(CATEGORY)
    expectHtmlText(item.querySelector('description')!.textContent!, SUMMARY, 'description')
    const body = expectInert(item.getElementsByTagName('content:encoded')[0].textContent!, 'content:encoded')
    expect(body.textContent).toContain(SCRIPT) // the text of the body is still there, as text
    expect(body.querySelectorAll('a[href="https://ok.test/page"]').length).toBe(1)
    expectHtmlText(locked.getElementsByTagName('content:encoded')[0].textContent!, `Locked ${IMG}`, 'locked body')
  })
})

describe('Atom', () => {
  it('parses; titles and summaries are type="text", categories attributes; bodies inert', async () => {
    const doc = parseXml(await feed('atom'))
    expect(doc.querySelector('feed > title')!.textContent).toBe(SITE)
    const [entry, locked] = Array.from(doc.querySelectorAll('entry'))
    const title = entry.querySelector('title')!
    expect([title.getAttribute('type'), title.textContent]).toEqual(['text', stripped])
    const summary = entry.querySelector('summary')!
    expect([summary.getAttribute('type'), summary.textContent]).toEqual(['text', SUMMARY])
    const category = entry.querySelector('category')!
    expect([category.getAttribute('term'), category.getAttribute('label')]).toEqual([CATEGORY, CATEGORY])
    const content = entry.querySelector('content')!
    expect(content.getAttribute('type')).toBe('html')
    expect(expectInert(content.textContent!, 'content').textContent).toContain(SCRIPT)
    expectHtmlText(locked.querySelector('content')!.textContent!, `Locked ${IMG}`, 'locked content')
  })
})

describe('JSON Feed', () => {
  it('keeps text as text and content_html inert', async () => {
    const json = JSON.parse(await feed('json'))
    expect(json.version).toBe('https://jsonfeed.org/version/1.1')
    expect(json.title).toBe(SITE)
    const [item, locked] = json.items
    expect([item.title, item.summary, item.tags]).toEqual([TITLE, SUMMARY, [CATEGORY]])
    expect(expectInert(item.content_html, 'content_html').textContent).toContain(SCRIPT)
    expectHtmlText(locked.content_html, `Locked ${IMG}`, 'locked content_html')
  })
})

describe('feed bodies', () => {
  it('keep the safe parts: links, images, code', async () => {
    const html = await bodyHtml()
    const body = expectInert(html, 'body')
    expect(body.querySelectorAll('img').length).toBe(1) // only the https image; javascript: and data: are dropped
    expect(body.querySelector('img')!.getAttribute('src')).toBe('https://cdn.test/a.png" onerror="alert(1)')
    expect(body.querySelector('pre code')!.textContent).toBe('</code></pre><script>alert(1)</script>')
    expect(body.querySelectorAll('a[href^="https://ok.test/"]').length).toBe(2)
    expect(body.querySelector('a[href="https://evil.test/frame"]')).not.toBeNull() // an embed is a link, never a frame
  })
})
