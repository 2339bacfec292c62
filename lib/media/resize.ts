// Resizing and re-encoding images with sharp, shared by the snapshot file route and the image
// path. Parameters are clamped so a visitor cannot ask for huge or odd renditions.
import sharp from 'sharp'

export interface Rendition {
  width?: number
  quality: number
  format: 'webp' | 'avif' | 'jpeg' | 'png' | 'original'
}

// 32: the blurred tints behind headers (a few hundred bytes, never an LCP candidate)
const WIDTHS = [32, 200, 400, 640, 800, 1080, 1200, 1600, 1920]

/** Reads ?width=&quality=&format= and the Accept header into a safe rendition. */
export function readRendition(search: URLSearchParams, accept: string | null): Rendition {
  const w = Number(search.get('width') ?? search.get('w'))
  const width = w > 0 ? WIDTHS.find((x) => x >= w) ?? WIDTHS.at(-1) : undefined
  const q = Number(search.get('quality') ?? search.get('q'))
  const quality = q >= 20 && q <= 95 ? Math.round(q) : 75
  const asked = search.get('format') ?? search.get('fmt')
  const accepts = (t: string) => !!accept && accept.includes(`image/${t}`)
  let format: Rendition['format'] = 'original'
  if (asked === 'avif' && accepts('avif')) format = 'avif'
  else if (asked === 'webp' || asked === 'avif') format = accepts('webp') || !accept ? 'webp' : 'jpeg'
  else if (width) format = accepts('avif') ? 'avif' : accepts('webp') ? 'webp' : 'jpeg'
  return { width, quality, format }
}

export const renditionKey = (r: Rendition) => `${r.width ?? 0}-${r.quality}-${r.format}`

export async function render(input: Buffer, r: Rendition): Promise<{ body: Buffer; type: string } | null> {
  if (r.format === 'original' && !r.width) return null
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
