// The cover picture of an OG image, as a data URL that satori can draw without fetching
// anything itself: snapshot files are read from disk; other covers are fetched only from
// public hosts (never loopback or private addresses), with time and size limits, and
// re-encoded at the image's size so the PNG stays small.
import { lookup } from 'node:dns/promises'
import { promises as fs } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { isForbiddenAddress } from '@/lib/media/address'
import { isNotionHosted } from '@/lib/site/images'

export const OG_WIDTH = 1200
export const OG_HEIGHT = 630
const MAX_BYTES = 8 * 1024 * 1024
const TIMEOUT_MS = 5000
const MAX_REDIRECTS = 3

import { snapshotFilesDir } from '@/lib/config/deployment'

export { snapshotFilesDir }

/** False for loopback, private, link-local, shared, multicast and reserved addresses (the image
 * path's rules, lib/media/address.ts: one list for every fetch the server makes). */
export function isPublicAddress(ip: string): boolean {
  return !isForbiddenAddress(ip)
}

async function publicHost(hostname: string): Promise<boolean> {
  const host = hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(host)) return isPublicAddress(host)
  try {
    const addresses = await lookup(host, { all: true })
    return addresses.length > 0 && addresses.every((a) => isPublicAddress(a.address))
  } catch {
    return false
  }
}

/** An image from a public http(s) URL, or null (refused, failed, too big, not an image). */
export async function fetchPublicImage(url: string): Promise<Buffer | null> {
  let target = new URL(url)
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    if (!/^https?:$/.test(target.protocol) || !(await publicHost(target.hostname))) return null
    const res = await fetch(target, { redirect: 'manual', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => null)
    if (!res) return null
    const next = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null
    if (next) {
      target = new URL(next, target)
      continue
    }
    if (!res.ok || !res.body || !res.headers.get('content-type')?.startsWith('image/')) return null
    if (Number(res.headers.get('content-length') ?? 0) > MAX_BYTES) return null
    const chunks: Uint8Array[] = []
    let size = 0
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength
        if (size > MAX_BYTES) return null
        chunks.push(chunk)
      }
    } catch {
      return null
    }
    return Buffer.concat(chunks)
  }
  return null
}

async function coverBytes(src: string, filesDir: string): Promise<Buffer | null> {
  if (src.startsWith('/files/')) {
    const name = decodeURIComponent(src.slice('/files/'.length).split('?')[0])
    const file = path.resolve(filesDir, name)
    if (!file.startsWith(path.resolve(filesDir) + path.sep)) return null
    return fs.readFile(file).catch(() => null)
  }
  // Notion-hosted files need a signed URL (the /image path's job); other site paths have no
  // picture of their own.
  if (!/^https?:\/\//.test(src) || isNotionHosted(src)) return null
  return fetchPublicImage(src)
}

/** The cover cropped to the OG size as a JPEG data URL, or null when there is none to use. */
export async function loadOgCover(src: string | null, filesDir = snapshotFilesDir()): Promise<string | null> {
  if (!src) return null
  const bytes = await coverBytes(src, filesDir)
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
