// Resizing and re-encoding images with sharp, shared by the snapshot file route and the image
// path. Renditions come from a fixed set, and encodes are limited in number (below).
import sharp from 'sharp'

export interface Rendition {
  width?: number
  quality: number
  format: 'webp' | 'avif' | 'jpeg' | 'png' | 'original'
}

/**
 * The only renditions ever encoded: a visitor cannot make the server encode (and the disk keep)
 * one image in thousands of sizes. These are every width and quality the site's own URLs ask for
 * (lib/site/images.ts, the themes' srcsets: 32 tints, 400 cards, 480/640/828/1080/1600 heroes,
 * 800/1280 photos, 2200 bands; 1920 the image path's default cap) plus a few round ones. A width
 * in between snaps up to the next one (never a blurrier image), above the largest to the largest;
 * a quality to the nearest one. An unknown format is a 400 (UnknownFormatError): it is a wrong
 * URL, not a size to round.
 */
export const WIDTHS = [32, 200, 400, 480, 640, 800, 828, 1080, 1200, 1280, 1600, 1920, 2200] as const
export const QUALITIES = [40, 50, 60, 70, 75, 85] as const
const DEFAULT_QUALITY = 75
/** `format=` values understood; webp and avif still follow the Accept header. */
const FORMATS = new Set(['webp', 'avif', 'jpeg', 'jpg', 'png'])

export class UnknownFormatError extends Error {
  readonly status = 400
}

export const snapWidth = (w: number): number => WIDTHS.find((x) => x >= w) ?? WIDTHS[WIDTHS.length - 1]
export const snapQuality = (q: number): number => QUALITIES.reduce((best, x) => (Math.abs(x - q) < Math.abs(best - q) ? x : best))

/** Reads ?width=&quality=&format= and the Accept header into a rendition of the fixed set. */
export function readRendition(search: URLSearchParams, accept: string | null): Rendition {
  const w = Number(search.get('width') ?? search.get('w'))
  const width = w > 0 ? snapWidth(w) : undefined
  const q = Number(search.get('quality') ?? search.get('q'))
  const quality = q > 0 ? snapQuality(q) : DEFAULT_QUALITY
  const asked = search.get('format') ?? search.get('fmt')
  if (asked !== null && !FORMATS.has(asked)) throw new UnknownFormatError(`unknown format (one of ${[...FORMATS].join(', ')})`)
  const accepts = (t: string) => !!accept && accept.includes(`image/${t}`)
  let format: Rendition['format'] = 'original'
  if (asked === 'avif' && accepts('avif')) format = 'avif'
  else if (asked === 'webp' || asked === 'avif') format = accepts('webp') || !accept ? 'webp' : 'jpeg'
  else if (asked === 'jpeg' || asked === 'jpg') format = 'jpeg'
  else if (asked === 'png') format = 'png'
  else if (width) format = accepts('avif') ? 'avif' : accepts('webp') ? 'webp' : 'jpeg'
  return { width, quality, format }
}

export const renditionKey = (r: Rendition) => `${r.width ?? 0}-${r.quality}-${r.format}`

/** Too many encodes waiting: answered 503 with Retry-After (busyResponse). */
export class BusyError extends Error {}

/**
 * Encodes run at most ENCODES at a time (sharp's own threads take the cores; a crawler asking
 * for a hundred renditions at once would otherwise starve every page), and at most QUEUE wait;
 * beyond that a request is refused at once rather than held.
 */
export class EncodeQueue {
  private running = 0
  private waiting: (() => void)[] = []
  constructor(
    readonly limit = 2,
    readonly queue = 32,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queue) throw new BusyError('too many images being encoded')
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else this.running++
    try {
      return await job()
    } finally {
      // hand the slot straight to the next waiter, or free it
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}

const encodes = new EncodeQueue()

export function busyResponse(headers: Record<string, string> = {}): Response {
  return new Response('Busy encoding images: retry shortly', { status: 503, headers: { ...headers, 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '2' } })
}

export function render(input: Buffer, r: Rendition, queue: EncodeQueue = encodes): Promise<{ body: Buffer; type: string } | null> {
  if (r.format === 'original' && !r.width) return Promise.resolve(null)
  return queue.run(() => encode(input, r))
}

async function encode(input: Buffer, r: Rendition): Promise<{ body: Buffer; type: string }> {
  let img = sharp(input, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate()
  if (r.width) img = img.resize({ width: r.width, withoutEnlargement: true })
  switch (r.format) {
    case 'avif':
      return { body: await img.avif({ quality: r.quality }).toBuffer(), type: 'image/avif' }
    case 'webp':
    case 'original':
      return { body: await img.webp({ quality: r.quality }).toBuffer(), type: 'image/webp' }
    case 'jpeg':
      return { body: await img.jpeg({ quality: r.quality, mozjpeg: true }).toBuffer(), type: 'image/jpeg' }
    case 'png':
      return { body: await img.png().toBuffer(), type: 'image/png' }
  }
}

export function contentTypeOf(name: string): string {
  const ext = name.split('.').pop()?.toLowerCase()
  return (
    ({ webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', avif: 'image/avif', pdf: 'application/pdf', mp3: 'audio/mpeg', mp4: 'video/mp4' } as Record<string, string>)[ext ?? ''] ??
    'application/octet-stream'
  )
}
