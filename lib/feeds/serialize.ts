// The three feed formats written from one FeedData (feeds.ts). Text goes through `xmlText` (or
// JSON.stringify) and nowhere else; the one HTML field, an item's body, is escaped as a whole
// into Atom's type="html" content and RSS's content:encoded, where readers un-escape it once.
import type { FeedData, FeedFormat, FeedItem } from './feeds'

// Characters XML 1.0 cannot carry at all (a Notion text may hold them): a document with one of
// them does not parse, so they are dropped. Lone surrogates are not characters either.
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g

/** Text as XML character data or an attribute value. */
export function xmlText(s: string): string {
  return s.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ENTITY[c])
}
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text as HTML that shows it as it is (the same escapes mean the same in HTML). */
export const escapeHtml = xmlText

export function serializeFeed(feed: FeedData, format: FeedFormat): string {
  return format === 'rss' ? rss(feed) : format === 'atom' ? atom(feed) : jsonFeed(feed)
}

const XML_HEAD = '<?xml version="1.0" encoding="utf-8"?>\n'
const el = (name: string, text: string, attrs = '') => `<${name}${attrs}>${xmlText(text)}</${name}>`

function rss(f: FeedData): string {
  const item = (i: FeedItem) =>
    [
      '<item>',
      el('title', i.title),
      el('link', i.link),
      el('guid', i.link, ' isPermaLink="true"'),
      el('pubDate', i.published.toUTCString()),
      // RSS readers show the description as HTML: the summary goes in as escaped HTML
      i.summary ? el('description', escapeHtml(i.summary)) : '',
      i.contentHtml ? el('content:encoded', i.contentHtml) : '',
      i.category ? el('category', i.category) : '',
      i.image ? `<media:content url="${xmlText(i.image)}" medium="image"/>` : '',
      '</item>',
    ].join('')
  return (
    XML_HEAD +
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">\n<channel>' +
    el('title', f.title) +
    el('link', f.home) +
    el('description', f.description) +
    el('language', f.language) +
    el('copyright', f.copyright) +
    el('lastBuildDate', f.updated.toUTCString()) +
    el('generator', 'Leafpress') +
    `<atom:link href="${xmlText(f.links.rss)}" rel="self" type="application/rss+xml"/>` +
    `<image>${el('url', f.image)}${el('title', f.title)}${el('link', f.home)}</image>\n` +
    f.items.map(item).join('\n') +
    '\n</channel>\n</rss>\n'
  )
}

function atom(f: FeedData): string {
  const entry = (i: FeedItem) =>
    [
      '<entry>',
      el('title', i.title, ' type="text"'),
      el('id', i.link),
      `<link rel="alternate" type="text/html" href="${xmlText(i.link)}"/>`,
      el('published', i.published.toISOString()),
      el('updated', i.updated.toISOString()),
      i.summary ? el('summary', i.summary, ' type="text"') : '',
      i.contentHtml ? el('content', i.contentHtml, ' type="html"') : '',
      i.category ? `<category term="${xmlText(i.category)}" label="${xmlText(i.category)}"/>` : '',
      i.image ? `<link rel="enclosure" href="${xmlText(i.image)}"/>` : '',
      '</entry>',
    ].join('')
  return (
    XML_HEAD +
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlText(f.language)}">\n` +
    el('id', f.home) +
    el('title', f.title, ' type="text"') +
    (f.description ? el('subtitle', f.description, ' type="text"') : '') +
    el('updated', f.updated.toISOString()) +
    el('generator', 'Leafpress') +
    `<link rel="alternate" type="text/html" href="${xmlText(f.home)}"/>` +
    `<link rel="self" type="application/atom+xml" href="${xmlText(f.links.atom)}"/>` +
    el('logo', f.image) +
    el('icon', f.favicon) +
    el('rights', f.copyright, ' type="text"') +
    `<author>${el('name', f.author)}${el('uri', f.home)}</author>\n` +
    f.items.map(entry).join('\n') +
    '\n</feed>\n'
  )
}

/** JSON Feed 1.1: title, summary and tags are plain text by the format's definition. */
function jsonFeed(f: FeedData): string {
  return JSON.stringify(
    {
      version: 'https://jsonfeed.org/version/1.1',
      title: f.title,
      home_page_url: f.home,
      feed_url: f.links.json,
      description: f.description || undefined,
      icon: f.image,
      favicon: f.favicon,
      language: f.language,
      authors: [{ name: f.author, url: f.home }],
      items: f.items.map((i) => ({
        id: i.link,
        url: i.link,
        title: i.title,
        summary: i.summary || undefined,
        content_html: i.contentHtml,
        image: i.image ?? undefined,
        date_published: i.published.toISOString(),
        date_modified: i.updated.toISOString(),
        tags: i.category ? [i.category] : undefined,
      })),
    },
    null,
    2,
  )
}
