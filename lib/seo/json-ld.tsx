// Structured data (schema.org JSON-LD): WebSite for the home page, BlogPosting for posts.
// Titles come from Notion, so the serialised JSON escapes everything that could end the
// <script> element or be read as markup.
import type { Post } from '@/lib/site/types'
import { canonicalUrl, postImageUrl, type SeoSite } from './site'

export type JsonLdObject = { '@context': 'https://schema.org'; '@type': string } & Record<string, unknown>

function publisher(site: SeoSite) {
  return {
    '@type': 'Organization',
    name: site.title,
    url: canonicalUrl(site, '/'),
    ...(site.logo ? { logo: { '@type': 'ImageObject', url: site.logo } } : {}),
  }
}

export function websiteJsonLd(site: SeoSite): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.title,
    description: site.description,
    url: canonicalUrl(site, '/'),
    inLanguage: site.lang,
    publisher: publisher(site),
  }
}

export function blogPostingJsonLd(site: SeoSite, post: Post): JsonLdObject {
  const url = canonicalUrl(site, post.href)
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.summary || site.description,
    image: [postImageUrl(site, post)],
    datePublished: new Date(post.publishDate).toISOString(),
    dateModified: new Date(post.lastEditedDate).toISOString(),
    author: { '@type': 'Person', name: site.author, url: canonicalUrl(site, '/') },
    publisher: publisher(site),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
    inLanguage: site.lang,
    ...(post.category ? { articleSection: post.category } : {}),
    ...(post.tags.length ? { keywords: post.tags.join(', ') } : {}),
  }
}

/** JSON that is safe inside <script>: no `<`, `>`, `&` or line separators left literal. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
