// What a cache in front of the server is told (docs/DEPLOYMENT.md, "Behind a CDN"): the page
// policy proxy.ts applies (lib/route/cdn-headers.ts), and the serving script's fixes to Next's
// headers (scripts/cache-headers.mjs) — over real HTTP on loopback, together with the gzip
// wrapper, in the order Next and the proxy set them.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pageCacheControl, pageVary, sharedCacheControl, type PageRequest } from '@/lib/route/cdn-headers'
// @ts-expect-error plain ESM module of the serving script, without types
import { boundedCacheControl, finalVary, routerCacheControl, settleCacheHeaders, staleCacheControl, varyNames } from '../../scripts/cache-headers.mjs'
// @ts-expect-error plain ESM module of the serving script, without types
import { compressResponse, GzipCache } from '../../scripts/compression.mjs'

const NEXT_VARY = 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch'

describe('page cache policy', () => {
  const plain: PageRequest = { hasCookies: false, setsCookie: false, unlocked: false, read: true, lang: 'zh-CN', urlLang: 'zh-CN' }

  it('lets shared caches keep the answer the URL alone gives, for the configured window and as long again stale', () => {
    expect(pageCacheControl(plain, 30)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=30')
    expect(pageCacheControl(plain, 7)).toBe('public, max-age=0, s-maxage=7, stale-while-revalidate=7')
    expect(pageCacheControl({ ...plain, lang: 'fr-FR', urlLang: 'fr-FR' }, 30)).toMatch(/^public/) // ?lang=fr-FR
    expect(sharedCacheControl(45)).toBe('public, max-age=0, s-maxage=45, stale-while-revalidate=45')
  })

  it('keeps every reader’s own variant out of shared caches', () => {
    expect(pageCacheControl({ ...plain, hasCookies: true }, 30)).toBe('private, no-cache')
    expect(pageCacheControl({ ...plain, setsCookie: true }, 30)).toBe('private, no-cache')
    expect(pageCacheControl({ ...plain, read: false }, 30)).toBe('private, no-cache') // a POST
    // the browser's language chose another one than the URL's
    expect(pageCacheControl({ ...plain, lang: 'en-US' }, 30)).toBe('private, no-cache')
    expect(pageCacheControl({ ...plain, hasCookies: true, unlocked: true }, 30)).toBe('private, no-store')
  })

  it('lets shared caches keep a 404 a few seconds only: another instance may have just published that post', () => {
    expect(pageCacheControl({ ...plain, notFound: true }, 30)).toBe('public, max-age=0, s-maxage=5')
    expect(pageCacheControl({ ...plain, notFound: true }, 3)).toBe('public, max-age=0, s-maxage=3')
    expect(pageCacheControl({ ...plain, notFound: true, hasCookies: true }, 30)).toBe('private, no-cache')
  })

  it('varies on Accept-Language only when the browser’s language counts', () => {
    expect(pageVary(true)).toBe('Cookie, Accept-Language')
    expect(pageVary(false)).toBe('Cookie')
  })
})

describe('Vary and Cache-Control fixes of the serving script', () => {
  it('reads Vary values once each, however given', () => {
    expect(varyNames(undefined)).toEqual([])
    expect(varyNames('Cookie, Accept-Language')).toEqual(['Cookie', 'Accept-Language'])
    expect(varyNames(['rsc, Cookie', 'Accept', 'cookie'])).toEqual(['rsc', 'Cookie', 'Accept'])
  })

  it('keeps Next’s router entries on pages only', () => {
    expect(finalVary(`${NEXT_VARY}, Cookie, Accept-Language`, 'text/html; charset=utf-8')).toBe(`${NEXT_VARY}, Cookie, Accept-Language`)
    expect(finalVary(NEXT_VARY, 'text/x-component')).toBe(NEXT_VARY)
    expect(finalVary(NEXT_VARY, 'application/rss+xml; charset=utf-8')).toBeNull()
    expect(finalVary([NEXT_VARY, 'Accept'], 'image/webp')).toBe('Accept')
    expect(finalVary(undefined, 'text/html')).toBeNull()
  })

  it('keeps answers to Next’s client router out of shared caches', () => {
    expect(routerCacheControl('public, max-age=0, s-maxage=30, stale-while-revalidate=30')).toBe('private, no-cache')
    expect(routerCacheControl('private, no-store')).toBe('private, no-store')
  })

  it('tells shared caches not to keep a stale answer as fresh', () => {
    expect(staleCacheControl('public, max-age=0, s-maxage=30, stale-while-revalidate=30')).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=30')
    expect(staleCacheControl('private, no-cache')).toBe('private, no-cache')
  })

  let server: http.Server
  let base = ''
  const page = '<!doctype html><p>' + 'fibre '.repeat(2000)
  beforeAll(async () => {
    const gzip = new GzipCache()
    server = http.createServer((req, res) => {
      settleCacheHeaders(req, res)
      compressResponse(req, res, gzip)
      const stale = req.url === '/stale-page'
      if (req.url === '/page' || stale) {
        // proxy.ts's headers first, then Next's Vary, as a rewritten page gets them
        res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=30, stale-while-revalidate=30')
        res.setHeader('Vary', 'Cookie, Accept-Language')
        res.setHeader('Vary', NEXT_VARY)
        res.setHeader('x-nextjs-cache', stale ? 'STALE' : 'HIT')
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.write(page.slice(0, 100))
        res.end(page.slice(100))
      } else if (req.url === '/feed') {
        res.setHeader('Vary', NEXT_VARY)
        res.setHeader('Content-Type', 'application/rss+xml')
        res.end('<rss>' + 'item '.repeat(1000) + '</rss>')
      } else if (req.url === '/file') {
        // a route handler's own header is appended beside Next's
        res.setHeader('Vary', NEXT_VARY)
        res.appendHeader('vary', 'Accept')
        res.setHeader('Content-Type', 'image/webp')
        res.end(Buffer.alloc(3000, 1))
      }
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const head = (path: string, encoding: string, headers: Record<string, string> = {}) =>
    new Promise<http.IncomingHttpHeaders>((resolve, reject) => {
      http
        .get(base + path, { headers: { 'accept-encoding': encoding, ...headers } }, (res) => {
          res.resume()
          res.on('end', () => resolve(res.headers))
        })
        .on('error', reject)
    })

  it('a page keeps the proxy’s Vary beside Next’s, gzipped or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const h = await head('/page', encoding)
      const names = varyNames(h.vary).map((n: string) => n.toLowerCase())
      expect(names, encoding).toEqual(expect.arrayContaining(['cookie', 'accept-language', 'rsc']))
      expect(names.includes('accept-encoding'), encoding).toBe(encoding === 'gzip')
      expect(h['cache-control']).toContain('s-maxage=30')
    }
    expect((await head('/stale-page', 'gzip'))['cache-control']).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=30')
    // the same page asked by Next's client router
    expect((await head('/page', 'gzip', { rsc: '1' }))['cache-control']).toBe('private, no-cache')
  })

  it('a feed or a file carries no Vary of Next’s router, nor of cookies', async () => {
    expect((await head('/feed', 'gzip')).vary).toBe('Accept-Encoding')
    expect((await head('/feed', 'identity')).vary).toBeUndefined()
    expect((await head('/file', 'gzip')).vary).toBe('Accept')
  })
})

describe('boundedCacheControl', () => {
  it("cuts Next's year-long stale window to the fresh one, and leaves others alone", () => {
    expect(boundedCacheControl('s-maxage=30, stale-while-revalidate=31535970')).toBe('s-maxage=30, stale-while-revalidate=30')
    expect(boundedCacheControl('public, max-age=0, s-maxage=5, stale-while-revalidate=5')).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=5')
    expect(boundedCacheControl('private, no-cache')).toBe('private, no-cache')
    expect(boundedCacheControl('public, max-age=31536000, immutable')).toBe('public, max-age=31536000, immutable')
  })
})
