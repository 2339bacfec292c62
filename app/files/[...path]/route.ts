// Files of a snapshot (images the record maps reference as /files/<name>), optionally resized
// (?width=400&quality=50&format=webp). A snapshot site needs no Notion at all. Every answer has
// a policy of its own that lets nothing load or run (FILE_CSP; the proxy keeps it): a file
// opened on its own, an SVG put into a snapshot by hand say, cannot run script on the site.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { snapshotFilesDir } from '@/lib/config/deployment'
import { BusyError, busyResponse, contentTypeOf, readRendition, render, renditionKey, UnknownFormatError, type Rendition } from '@/lib/media/resize'
import { FILE_CSP } from '@/lib/security/csp'

const plain = { 'content-security-policy': FILE_CSP, 'x-content-type-options': 'nosniff' }
const notFound = () => new Response('Not found', { status: 404, headers: plain })

// Answers kept in memory, oldest first out: at most 300 and 32 MB (a file over 4 MB, a video say,
// is read from disk each time rather than pushing everything else out).
const cache = new Map<string, { body: Buffer; type: string }>()
const MAX_CACHE = 300
const MAX_CACHE_BYTES = 32 * 1024 * 1024
const MAX_ENTRY_BYTES = 4 * 1024 * 1024
let cachedBytes = 0

export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const root = snapshotFilesDir()
  const name = (await params).path.join('/')
  const file = path.resolve(root, name)
  if (!file.startsWith(root + path.sep) || name.includes('\0')) return notFound()
  const url = new URL(req.url)
  let rendition: Rendition
  try {
    rendition = readRendition(url.searchParams, req.headers.get('accept'))
  } catch (err) {
    if (err instanceof UnknownFormatError) return new Response(err.message, { status: 400, headers: plain })
    throw err
  }
  const key = `${name}|${renditionKey(rendition)}`
  let hit = cache.get(key)
  if (!hit) {
    let input: Buffer
    try {
      input = await fs.readFile(file)
    } catch {
      return notFound()
    }
    const type = contentTypeOf(name)
    let out: { body: Buffer; type: string } | null = null
    if (type.startsWith('image/') && type !== 'image/svg+xml') {
      try {
        out = await render(input, rendition)
      } catch (err) {
        // too many encodes waiting: refuse now, and keep nothing under this rendition's key
        if (err instanceof BusyError) return busyResponse(plain)
        // an image sharp cannot read is served as it is
      }
    }
    hit = out ?? { body: input, type }
    if (hit.body.length <= MAX_ENTRY_BYTES) {
      cachedBytes -= cache.get(key)?.body.length ?? 0 // two requests for one rendition at once
      cache.set(key, hit)
      cachedBytes += hit.body.length
      for (const [old, entry] of cache) {
        if (cache.size <= MAX_CACHE && cachedBytes <= MAX_CACHE_BYTES) break
        cache.delete(old)
        cachedBytes -= entry.body.length
      }
    }
  }
  return new Response(new Uint8Array(hit.body), {
    headers: {
      'content-security-policy': FILE_CSP,
      'content-type': hit.type,
      'cache-control': 'public, max-age=86400, stale-while-revalidate=604800',
      vary: 'Accept',
    },
  })
}
