// The cover picture of an OG image, as a data URL that satori can draw without fetching
// anything itself: snapshot files are read from disk; other covers are fetched through the one
// safe fetch (lib/media/safe-fetch.ts: public addresses only, the connection pinned to the
// checked address, every redirect checked again, time and size limits), and re-encoded at the
// image's size so the PNG stays small.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { snapshotFilesDir } from '@/lib/config/deployment'
import { anyHost, safeFetch, type FetchPolicy } from '@/lib/media/safe-fetch'
import { isNotionHosted } from '@/lib/site/images'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630

export { snapshotFilesDir }

/** Covers link any host of the web: each is fetched only from public addresses. */
export const OG_COVER_FETCH: FetchPolicy = {
  allowHost: anyHost,
  maxBytes: 8 * 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 3,
  accept: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
}

/** An image from a public http(s) URL, or null (refused, failed, too big, not an image). */
export async function fetchPublicImage(url: string, policy: FetchPolicy = OG_COVER_FETCH): Promise<Buffer | null> {
  try {
    const fetched = await safeFetch(url, policy)
    return fetched.contentType.startsWith('image/') ? fetched.body : null
  } catch {
    return null
  }
}

async function coverBytes(src: string, filesDir: string, policy: FetchPolicy): Promise<Buffer | null> {
  if (src.startsWith('/files/')) {
    let name: string
    try {
      name = decodeURIComponent(src.slice('/files/'.length).split('?')[0])
    } catch {
      return null
    }
    const file = path.resolve(filesDir, name)
    if (!file.startsWith(path.resolve(filesDir) + path.sep)) return null
    return fs.readFile(file).catch(() => null)
  }
  // Notion-hosted files need a signed URL (the /image path's job); other site paths have no
  // picture of their own.
  if (!/^https?:\/\//.test(src) || isNotionHosted(src)) return null
  return fetchPublicImage(src, policy)
}

/** The cover cropped to the OG size as a JPEG data URL, or null when there is none to use. */
export async function loadOgCover(src: string | null, filesDir = snapshotFilesDir(), policy = OG_COVER_FETCH): Promise<string | null> {
  if (!src) return null
  const bytes = await coverBytes(src, filesDir, policy)
  if (!bytes) return null
  try {
    const jpeg = await sharp(bytes, { failOn: 'none', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(OG_WIDTH, OG_HEIGHT, { fit: 'cover' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  } catch {
    return null
  }
}
