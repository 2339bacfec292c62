// Where each kind of embed is framed from. Only https URLs come out; the card links to the
// original. Pure functions, so the rules are easy to test.
import { httpsOnly } from '../urls'

function parse(value: unknown): URL | null {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    return new URL(value.trim())
  } catch {
    return null
  }
}

/** The id of a tweet: the last path segment of its URL (`…/status/<id>?s=20` → `<id>`). */
export function tweetId(source: unknown): string | null {
  const url = parse(source)
  const last = url?.pathname.split('/').filter(Boolean).pop()
  return last && /^\d+$/.test(last) ? last : null
}

/** The author's handle in a tweet's URL (`x.com/<handle>/status/<id>`), null when the URL names
 * none (`x.com/i/web/status/<id>`). */
export function tweetAuthor(source: unknown): string | null {
  const [handle, status] = parse(source)?.pathname.split('/').filter(Boolean) ?? []
  return status === 'status' && handle && handle !== 'i' && /^\w{1,15}$/.test(handle) ? handle : null
}

export function youtubeId(source: unknown): string | null {
  const url = parse(source)
  if (!url) return null
  const host = url.hostname.replace(/^(www|m)\./, '')
  let id: string | null | undefined = null
  if (host === 'youtu.be') id = url.pathname.split('/')[1]
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const [, first, second] = url.pathname.split('/')
    id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first) ? second : null
  }
  return id && /^[\w-]{6,20}$/.test(id) ? id : null
}

export function vimeoId(source: unknown): string | null {
  const url = parse(source)
  if (!url) return null
  const host = url.hostname.replace(/^www\./, '')
  if (host !== 'vimeo.com' && host !== 'player.vimeo.com') return null
  const id = url.pathname.split('/').filter(Boolean).find((part) => /^\d+$/.test(part))
  return id ?? null
}

/** An on-demand player for YouTube/Vimeo links, null for anything else. */
export function videoEmbedUrl(source: unknown): string | null {
  const youtube = youtubeId(source)
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`
  const vimeo = vimeoId(source)
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`
  return null
}

/** The https URL to frame for a block type, given its source and display source. */
export function frameUrl(type: string, source: unknown, displaySource: unknown): string | null {
  switch (type) {
    case 'tweet': {
      const id = tweetId(source)
      return id ? `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true` : null
    }
    case 'gist': {
      // gist.github.com pages refuse to be framed; their `.pibb` rendering is made for it.
      const url = parse(httpsOnly(source))
      if (!url || url.hostname !== 'gist.github.com') return null
      return `https://gist.github.com${url.pathname.replace(/\/+$/, '').replace(/\.(js|pibb)$/, '')}.pibb`
    }
    case 'video':
      return videoEmbedUrl(source) ?? videoEmbedUrl(displaySource) ?? httpsOnly(displaySource) ?? httpsOnly(source)
    default:
      return httpsOnly(displaySource) ?? httpsOnly(source)
  }
}
