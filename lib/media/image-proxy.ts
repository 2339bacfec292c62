// The image path: /image/<encoded url>?table=block&id=<block id>&cache=v2[&width=&quality=&format=].
// Notion's file URLs are unsigned or expire after an hour, so pages point here instead: the file
// is signed again through the workspace source when needed, fetched with the SSRF-safe fetcher,
// checked to be an image, resized and re-encoded for the browser (webp/avif by Accept), and kept
// on disk with year-long cache headers (a changed file in Notion gets a new URL).
//
// Answers: 400 for URLs that are never fetched (scheme, host, private address), 502 when the
// upstream fails or does not answer an image. Nothing but re-encoded or known raster formats is
// ever served from our origin (an SVG or HTML answer could carry script). The renderer sends
// Notion's other files here too (PDFs, audio, video): those are not proxied; the browser is
// redirected to the URL Notion signs for the record the store holds, on Notion's own storage.
import sharp from 'sharp'
import type { FileRef } from '@/lib/workspace/types'
import { toUuid } from '@/lib/workspace/records'
import { decodeImageParam, fileKey, isNotionFile, isNotionStorage, needsSigning } from './file-urls'
import { logValue } from '@/lib/security/log-value'
import { ImageCache, type StoredImage } from './image-cache'
import { BusyError, busyResponse, readRendition, render, renditionKey, UnknownFormatError, type Rendition } from './resize'
import { RefusedError, safeFetch, UpstreamError, type FetchPolicy } from './safe-fetch'

export interface ImageProxyOptions {
  policy: FetchPolicy
  cacheDir: string
  /** the disk cache's bound (IMAGE_CACHE_MAX_MB) */
  cacheBytes?: number
  /** a fetchable URL for a Notion file of this workspace, or null (WorkspaceStore.signFileUrl) */
  sign: (url: string, ref: FileRef) => Promise<string | null>
}

/** Without a width asked, images are capped at this width (phone photos are 4000 px and more). */
const DEFAULT_MAX_WIDTH = 1920
/** Formats served as they are when no rendition is asked; everything else is re-encoded. */
const PASSTHROUGH = new Set(['jpeg', 'png', 'webp', 'gif', 'avif'])
const DECODABLE = new Set([...PASSTHROUGH, 'svg', 'tiff', 'heif'])

/** Files that are not images, by extension: sent to their host, never proxied. */
const NOT_IMAGES = /\.(pdf|mp3|m4a|wav|ogg|oga|flac|aac|mp4|m4v|mov|webm|mkv|avi|zip|rar|7z|gz|tar|docx?|xlsx?|pptx?|csv|txt|json|epub)$/i

const HEADERS = {
  'cache-control': 'public, max-age=31536000, immutable',
  vary: 'Accept',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
}

export function createImageProxy(opts: ImageProxyOptions) {
  const cache = new ImageCache(opts.cacheDir, opts.cacheBytes)
  const loading = new Map<string, Promise<StoredImage>>()

  /** The original bytes of the file at `url`: from disk, or fetched once however many ask. */
  function original(url: string, key: string, ref: FileRef | null): Promise<StoredImage> {
    let load = loading.get(key)
    if (!load) {
      load = (async () => {
        const hit = await cache.get(key, 'orig')
        if (hit) return hit
        const fetched = await fetchFile(url, ref)
        const image = { body: fetched.body, type: `image/${await imageFormat(fetched.body)}` }
        await cache.put(key, 'orig', image)
        return image
      })().finally(() => loading.delete(key))
      loading.set(key, load)
    }
    return load
  }

  async function fetchFile(url: string, ref: FileRef | null) {
    const sign = async () => {
      const fresh = ref ? await opts.sign(url, ref) : null
      if (!fresh) throw new UpstreamError(`no signed URL for ${fileKey(url)} (block ${ref?.id ?? 'unknown'})`)
      return fresh
    }
    if (needsSigning(url)) return safeFetch(await sign(), opts.policy)
    try {
      return await safeFetch(url, opts.policy)
    } catch (err) {
      // An expired signature: Notion's storage answers 400 or 403. Sign again, once.
      const expired = err instanceof UpstreamError && [400, 401, 403].includes(err.status ?? 0)
      if (!expired || !ref) throw err
      return safeFetch(await sign(), opts.policy)
    }
  }

  /**
   * A file that is not an image is not proxied: the browser is sent to the URL Notion signs now
   * for a record the store holds (`sign`), and only when that is on Notion's own storage. The URL
   * of the request is never the target: it could name any host or bucket (an open redirect).
   */
  async function redirectToFile(url: string, ref: FileRef | null): Promise<Response> {
    const target = ref && isNotionFile(url) ? await opts.sign(url, ref) : null
    if (!target) throw new RefusedError(`${fileKey(url)} is not a file of this site (block ${ref?.id ?? 'unknown'})`, 404)
    if (!isNotionStorage(target)) throw new UpstreamError(`the signed URL of ${fileKey(url)} is not on Notion's file storage`)
    // Signatures last an hour: browsers may reuse the redirect for a while, shared caches not.
    return new Response(null, { status: 302, headers: { location: target, 'cache-control': 'private, max-age=600', 'referrer-policy': 'no-referrer' } })
  }

  return async function serveImage(req: Request, pathParam: string[]): Promise<Response> {
    const url = decodeImageParam(pathParam.join('/'))
    const search = new URL(req.url).searchParams
    try {
      if (!url.startsWith('attachment:')) {
        const host = parseHttpUrl(url).hostname.replace(/^\[|\]$/g, '')
        if (!opts.policy.allowHost(host)) throw new RefusedError(`host ${host} is not an allowed image host`)
      }
      const key = fileKey(url)
      if (NOT_IMAGES.test(key)) return await redirectToFile(url, fileRefOf(search))
      const rendition = imageRendition(search, req.headers.get('accept'))
      const variant = renditionKey(rendition)
      const hit = await cache.get(key, variant)
      if (hit) return imageResponse(hit)
      const source = await original(url, key, fileRefOf(search))
      const out = await renditionOf(source, rendition)
      await cache.put(key, variant, out)
      return imageResponse(out)
    } catch (caught) {
      if (caught instanceof BusyError) return busyResponse({ 'x-content-type-options': 'nosniff', 'content-security-policy': HEADERS['content-security-policy'] })
      const err = caught instanceof UnknownFormatError ? new RefusedError(caught.message, 400) : caught
      const refused = err instanceof RefusedError
      if (!refused) console.warn(`[leafpress] image ${logValue(fileKey(url), 160)}: ${logValue((err as Error).message, 400)}`)
      return new Response(refused ? `Refused: ${(err as Error).message}` : 'The image could not be loaded', {
        status: refused ? err.status : 502,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'content-security-policy': HEADERS['content-security-policy'] },
      })
    }
  }
}

function parseHttpUrl(url: string): URL {
  let u: URL
  try {
    u = new URL(url)
  } catch {
    throw new RefusedError('not a URL')
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new RefusedError(`${u.protocol} URLs are not fetched`)
  return u
}

function fileRefOf(search: URLSearchParams): FileRef | null {
  const id = toUuid(search.get('id') ?? '')
  if (!/^[0-9a-f-]{36}$/.test(id)) return null
  const table = search.get('table') === 'collection' ? 'collection' : 'block'
  return { id, table }
}

/** The rendition to serve: as asked, else re-encoded to webp (when accepted) at a capped width. */
export function imageRendition(search: URLSearchParams, accept: string | null): Rendition {
  const asked = readRendition(search, accept)
  if (asked.format !== 'original' || asked.width) return asked
  return accept?.includes('image/webp') ? { width: DEFAULT_MAX_WIDTH, quality: asked.quality, format: 'webp' } : asked
}

async function imageFormat(body: Buffer): Promise<string> {
  const format = await sharp(body)
    .metadata()
    .then((m) => m.format ?? '')
    .catch(() => '')
  if (!DECODABLE.has(format)) throw new UpstreamError('the upstream answer is not an image')
  return format
}

async function renditionOf(source: StoredImage, r: Rendition): Promise<StoredImage> {
  const format = source.type.slice('image/'.length)
  const meta = await sharp(source.body).metadata()
  // Resizing an animation would keep one frame: animations are served as they are.
  const animated = (meta.pages ?? 1) > 1 && PASSTHROUGH.has(format)
  if (animated || (r.format === 'original' && !r.width && PASSTHROUGH.has(format))) return source
  const target: Rendition = r.format === 'original' ? { ...r, format: 'png' } : r
  const out = await render(source.body, target)
  if (!out) throw new UpstreamError('the image could not be re-encoded')
  return out
}

function imageResponse(image: StoredImage): Response {
  return new Response(new Uint8Array(image.body), { headers: { 'content-type': image.type, ...HEADERS } })
}
