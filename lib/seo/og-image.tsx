// Per-post Open Graph images (1200×630 PNG): the cover, the title, the summary and the site
// name, drawn on the server with next/og. Called by the /og/[id] route. Only database fields
// are used — a locked article's body never gets here.
import { ImageResponse } from 'next/og'
import type { LocaleName } from '@/lib/config/names'
import type { Post } from '@/lib/site/types'
import { loadOgCover, OG_HEIGHT, OG_WIDTH } from './og-cover'
import { fitText, ogFontFor, type OgFont } from './og-font'

export interface OgCard {
  title: string
  summary: string
  siteName: string
  /** a data URL (see loadOgCover) or null for the plain background */
  cover: string | null
}

/** The card as satori elements; text is already fitted to the font. */
export function OgCardView({ card, font }: { card: OgCard; font: OgFont }) {
  const title = fitText(card.title, font.covers, 64)
  const summary = fitText(card.summary, font.covers, 90)
  const siteName = fitText(card.siteName, font.covers, 40)
  return (
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        position: 'relative',
        fontFamily: font.family,
        color: '#fff',
        backgroundColor: '#1f3b2d',
        backgroundImage: 'linear-gradient(135deg, #1f3b2d 0%, #3f6f4f 100%)',
      }}
    >
      {card.cover && (
        <img src={card.cover} width={OG_WIDTH} height={OG_HEIGHT} alt="" style={{ position: 'absolute', top: 0, left: 0, objectFit: 'cover' }} />
      )}
      <div
        style={{
          position: 'absolute',
          top: 0,
          left: 0,
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          padding: '64px 72px',
          ...(card.cover ? { backgroundImage: 'linear-gradient(180deg, rgba(0,0,0,0.05) 0%, rgba(0,0,0,0.78) 100%)' } : {}),
        }}
      >
        {title && <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.25, maxHeight: 240, overflow: 'hidden' }}>{title}</div>}
        {summary && <div style={{ fontSize: 30, lineHeight: 1.45, marginTop: 20, opacity: 0.88, maxHeight: 90, overflow: 'hidden' }}>{summary}</div>}
        {siteName && (
          <div style={{ display: 'flex', alignItems: 'center', marginTop: 36, fontSize: 28, opacity: 0.95 }}>
            <div style={{ width: 8, height: 32, borderRadius: 4, backgroundColor: '#8fd694', marginRight: 16 }} />
            {siteName}
          </div>
        )}
      </div>
    </div>
  )
}

/**
 * Renders a card to PNG bytes, with the font the route uses (the shipped one, see og-font.ts)
 * unless `font` is given.
 */
export async function renderOgImage(card: OgCard, lang: LocaleName, font?: OgFont): Promise<Uint8Array> {
  font ??= await ogFontFor([card.title, card.summary, card.siteName], lang)
  const res = new ImageResponse(<OgCardView card={card} font={font} />, {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    // satori takes each character from the first of these fonts that has it
    fonts: font.faces.length ? font.faces.map((f) => ({ name: f.name, data: f.data, weight: 700 as const, style: 'normal' as const })) : undefined,
  })
  return new Uint8Array(await res.arrayBuffer())
}

const MAX_CACHED = 64
const cache = new Map<string, Promise<Uint8Array>>()

/**
 * The OG image response of a post, cached per process by post and last edit (a drawing takes
 * ~50 ms, the first one longer while the font is parsed). Pages link it as /og/<id>?v=<edit>, so
 * shared caches may keep it for a day.
 */
export async function ogImageResponse(post: Post, opts: { siteName: string; lang: LocaleName; filesDir?: string }): Promise<Response> {
  const key = `${post.id}|${post.lastEditedDate}|${opts.siteName}|${opts.lang}`
  let png = cache.get(key)
  if (!png) {
    png = loadOgCover(post.pageCover, opts.filesDir).then((cover) =>
      renderOgImage({ title: post.title, summary: post.summary, siteName: opts.siteName, cover }, opts.lang),
    )
    png.catch(() => cache.delete(key)) // a failure is retried on the next request, not cached
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!)
    cache.set(key, png)
  }
  const body = await png
  return new Response(body as BodyInit, {
    headers: {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
