// Files of a snapshot (images the record maps reference as /files/<name>), optionally resized
// (?width=400&quality=50&format=webp). A snapshot site needs no Notion at all. Every answer has
// a policy of its own that lets nothing load or run (FILE_CSP; the proxy keeps it): a file
// opened on its own, an SVG put into a snapshot by hand say, cannot run script on the site.
import { promises as fs } from 'node:fs'
import path from 'node:path'
import { snapshotFilesDir } from '@/lib/config/deployment'
import { contentTypeOf, readRendition, render, renditionKey } from '@/lib/media/resize'
import { FILE_CSP } from '@/lib/security/csp'

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-security-policy': FILE_CSP, 'x-content-type-options': 'nosniff' } })

const cache = new Map<string, { body: Buffer; type: string }>()
const MAX_CACHE = 300

export async function GET(req: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const root = snapshotFilesDir()
  const name = (await params).path.join('/')
  const file = path.resolve(root, name)
  if (!file.startsWith(root + path.sep) || name.includes('\0')) return notFound()
  const url = new URL(req.url)
  const rendition = readRendition(url.searchParams, req.headers.get('accept'))
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
    hit = (type.startsWith('image/') && type !== 'image/svg+xml' && (await render(input, rendition).catch(() => null))) || { body: input, type }
    if (cache.size >= MAX_CACHE) cache.delete(cache.keys().next().value!)
    cache.set(key, hit)
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
