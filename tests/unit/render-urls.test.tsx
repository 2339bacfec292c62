// URL rules (lib/render/urls.ts), embed sources and the zoom margin: pure functions.
import { describe, expect, it } from 'vitest'
import { frameUrl, tweetAuthor, tweetId, videoEmbedUrl } from '@/lib/render/blocks/embed-urls'
import { zoomMargin } from '@/lib/render/islands/zoom-margin'
import { formatNotionDate } from '@/lib/render/dates'
import { httpsOnly, isNotionFileUrl, isUrl, parsePageId, safeHref, safeSrc } from '@/lib/render/urls'

describe('isUrl', () => {
  it('accepts URLs without spaces', () => {
    expect(isUrl('https://example.com/a?b=c')).toBe(true)
    expect(isUrl('mailto:a@b.co')).toBe(true)
    expect(isUrl('https://exa mple.com')).toBe(false)
    expect(isUrl('example.com')).toBe(false)
    expect(isUrl('just words')).toBe(false)
    expect(isUrl('')).toBe(false)
    expect(isUrl(null)).toBe(false)
  })

  it('tries an https:// prefix in lenient mode', () => {
    expect(isUrl('example.com/path', { lenient: true })).toBe(true)
    expect(isUrl('word', { lenient: true })).toBe(false)
    expect(isUrl('two words.com', { lenient: true })).toBe(false)
  })
})

describe('parsePageId', () => {
  it('finds 32-hex and dashed ids, ignoring query and hash', () => {
    const dashed = '067dd719-a912-471e-a9a3-ac10710e7fdf'
    expect(parsePageId('067dd719a912471ea9a3ac10710e7fdf')).toBe(dashed)
    expect(parsePageId(dashed)).toBe(dashed)
    expect(parsePageId('/Notion-Test-Suite-067dd719a912471ea9a3ac10710e7fdf?v=123#x')).toBe(dashed)
    expect(parsePageId('https://www.notion.so/team/067DD719A912471EA9A3AC10710E7FDF/')).toBe(dashed)
  })

  it('rejects anything else', () => {
    expect(parsePageId('/about')).toBeNull()
    expect(parsePageId('067dd719a912471ea9a3ac10710e7fd')).toBeNull()
    expect(parsePageId('x067dd719a912471ea9a3ac10710e7fdf')).toBeNull()
    expect(parsePageId(undefined)).toBeNull()
  })
})

describe('safeHref / safeSrc / httpsOnly', () => {
  it('refuses script and data URLs in any spelling', () => {
    for (const bad of ['javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\nscript:alert(1)', '\u0001javascript:x', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd']) {
      expect(safeHref(bad), bad).toBeNull()
    }
  })

  it('keeps web, mail, phone and relative links', () => {
    expect(safeHref('https://a.b/c')).toBe('https://a.b/c')
    expect(safeHref('mailto:a@b.c')).toBe('mailto:a@b.c')
    expect(safeHref('tel:123')).toBe('tel:123')
    expect(safeHref('/article/x#h')).toBe('/article/x#h')
    expect(safeHref('#top')).toBe('#top')
  })

  it('allows only http(s) and same-site paths as media sources, https as frames', () => {
    expect(safeSrc('/files/a.png')).toBe('/files/a.png')
    expect(safeSrc('//cdn.x/a.png')).toBe('https://cdn.x/a.png')
    expect(safeSrc('data:image/png;base64,AA')).toBeNull()
    expect(httpsOnly('https://a.b/x')).toBe('https://a.b/x')
    expect(httpsOnly('http://a.b/x')).toBeNull()
    expect(httpsOnly('javascript:alert(1)')).toBeNull()
  })
})

describe('isNotionFileUrl', () => {
  it('recognises files Notion hosts', () => {
    for (const url of [
      'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/a/b.png',
      'https://s3.us-west-2.amazonaws.com/secure.notion-static.com/a/b.pdf?X-Amz=1',
      'https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b/c.png',
      'https://file.notion.so/f/f/a/b/c.jpg?table=block',
      'https://www.notion.so/image/https%3A%2F%2Fx',
      'https://www.notion.so/images/page-cover/gradients_11.jpg',
      '/images/page-cover/solid_red.png',
      'attachment:6cce9dbc:a.jpg',
    ]) {
      expect(isNotionFileUrl(url), url).toBe(true)
    }
  })

  it('leaves other hosts alone', () => {
    for (const url of ['https://images.unsplash.com/photo-1', 'https://s3.amazonaws.com/other-bucket/a.png', '/files/a.png', 'https://www.notion.so/Some-Page-067dd719a912471ea9a3ac10710e7fdf']) {
      expect(isNotionFileUrl(url), url).toBe(false)
    }
  })
})

describe('embed sources', () => {
  it('takes the tweet id from the last path segment', () => {
    expect(tweetId('https://twitter.com/jack/status/20?s=20')).toBe('20')
    expect(tweetId('https://x.com/a/status/1234567890/')).toBe('1234567890')
    expect(tweetId('https://x.com/a')).toBeNull()
  })

  it('takes the tweet author from the path before /status/, none for /i/web/status', () => {
    expect(tweetAuthor('https://twitter.com/jack/status/20?s=20')).toBe('jack')
    expect(tweetAuthor('https://x.com/leafpress_demo/status/1790000000000000001')).toBe('leafpress_demo')
    expect(tweetAuthor('https://x.com/i/web/status/1234567890')).toBeNull()
    expect(tweetAuthor('https://x.com/jack')).toBeNull()
    expect(tweetAuthor('not a url')).toBeNull()
  })

  it('frames YouTube (no cookies) and Vimeo players, https only', () => {
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')
    expect(videoEmbedUrl('https://vimeo.com/76979871')).toBe('https://player.vimeo.com/video/76979871')
    expect(frameUrl('gist', 'https://gist.github.com/u/abc123', undefined)).toBe('https://gist.github.com/u/abc123.pibb')
    expect(frameUrl('embed', 'http://a.b', 'javascript:alert(1)')).toBeNull()
    expect(frameUrl('maps', 'https://www.google.com/maps/embed?pb=1', undefined)).toBe('https://www.google.com/maps/embed?pb=1')
  })
})

describe('zoom margin', () => {
  it('grows with the window width', () => {
    expect([320, 499, 500, 799, 800, 1279, 1280, 1599, 1600, 1919, 1920, 2560].map(zoomMargin)).toEqual([8, 8, 20, 20, 30, 30, 40, 40, 48, 48, 72, 72])
  })
})

describe('dates', () => {
  it('formats Notion dates without depending on the server locale', () => {
    expect(formatNotionDate({ type: 'datetime', start_date: '2024-01-02', start_time: '10:00', time_zone: 'Asia/Taipei' })).toBe('Jan 2, 2024 10:00 (Asia/Taipei)')
    expect(formatNotionDate({ type: 'date', start_date: '2003-07-29' })).toBe('Jul 29, 2003')
    expect(formatNotionDate({ start_date: 'soon' })).toBe('soon')
    expect(formatNotionDate(null)).toBe('')
  })
})
