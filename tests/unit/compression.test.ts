// scripts/compression.mjs: the serving script's gzip, once per distinct body. Real HTTP on
// loopback: what a browser gets must be what on-the-fly gzip gave (same bytes once inflated,
// Vary, lengths), images and small or empty answers must pass untouched, and the same page twice
// must be compressed once.
import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM module of the serving script, without types
import { compressResponse, GzipCache } from '../../scripts/compression.mjs'

const page = '<!DOCTYPE html><html><body>' + '<p>膳食纖維需要水分才能發揮作用。</p>'.repeat(200) + '</body></html>'
/** ~1.2 MB of text, and some bytes gzip cannot shrink */
const huge = '<p>全穀雜糧</p>'.repeat(60_000) + randomBytes(20_000).toString('base64')
const cache = new GzipCache(1024 * 1024)
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((req, res) => {
    compressResponse(req, res, cache)
    const url = new URL(req.url ?? '/', 'http://x')
    if (url.pathname === '/page') {
      // streamed in pieces, as Next streams a render
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Vary', 'rsc, Cookie')
      const half = page.length >> 1
      res.write(page.slice(0, half))
      res.end(page.slice(half))
    } else if (url.pathname === '/huge') {
      // over the size gzipped on the thread pool, written in many pieces
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      for (let i = 0; i < 100; i++) res.write(huge.slice(i * 4000, (i + 1) * 4000))
      res.end(huge.slice(400_000))
    } else if (url.pathname === '/head') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '999' })
      res.end(JSON.stringify({ text: page }))
    } else if (url.pathname === '/image') {
      res.setHeader('Content-Type', 'image/png')
      res.write(Buffer.alloc(4000, 7))
      res.end()
    } else if (url.pathname === '/small') {
      res.setHeader('Content-Type', 'text/plain')
      res.end('tiny')
    } else if (url.pathname === '/not-modified') {
      res.statusCode = 304
      res.end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A raw GET (fetch would inflate the body and hide the headers that matter here). */
function get(path: string, encoding = 'gzip, deflate, br'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(base + path, { headers: encoding ? { 'accept-encoding': encoding } : {} }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('gzip once per body', () => {
  it('sends a streamed page gzipped, whole, with its length and Vary', async () => {
    const r = await get('/page')
    expect(r.headers['content-encoding']).toBe('gzip')
    expect(Number(r.headers['content-length'])).toBe(r.body.length)
    expect(r.headers.vary).toBe('rsc, Cookie, Accept-Encoding')
    expect(zlib.gunzipSync(r.body).toString('utf8')).toBe(page)
    // the same bytes as gzip at zlib's default level, which Next sent before
    expect(r.body.equals(zlib.gzipSync(Buffer.from(page)))).toBe(true)
  })

  it('a body over 256 KB is gzipped off the event loop and arrives whole, with its length', async () => {
    const r = await get('/huge')
    expect(r.headers['content-encoding']).toBe('gzip')
    expect(Number(r.headers['content-length'])).toBe(r.body.length)
    expect(zlib.gunzipSync(r.body).toString('utf8')).toBe(huge)
    // the same request again: from the cache, the same bytes
    expect((await get('/huge')).body.equals(r.body)).toBe(true)
  })

  it('compresses the same body once', async () => {
    const before = cache.misses
    const hits = cache.hits
    await get('/page')
    await get('/page')
    expect(cache.misses).toBe(before)
    expect(cache.hits).toBe(hits + 2)
  })

  it('takes headers given to writeHead and corrects the length', async () => {
    const r = await get('/head')
    expect(r.headers['content-type']).toBe('application/json')
    expect(Number(r.headers['content-length'])).toBe(r.body.length)
    expect(JSON.parse(zlib.gunzipSync(r.body).toString('utf8')).text).toBe(page)
  })

  it('leaves images, small bodies, empty answers and clients without gzip alone', async () => {
    const image = await get('/image')
    expect(image.headers['content-encoding']).toBeUndefined()
    expect(image.body.length).toBe(4000)
    const small = await get('/small')
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(small.body.toString()).toBe('tiny')
    expect((await get('/not-modified')).status).toBe(304)
    const identity = await get('/page', '')
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString('utf8')).toBe(page)
  })

  it('keeps the cache within its size, dropping the least recently used', () => {
    const small = new GzipCache(64 * 1024)
    // random text: gzip cannot shrink it much, so 40 bodies overflow 64 KB
    const bodies = Array.from({ length: 40 }, () => Buffer.from(randomBytes(6000).toString('base64')))
    for (const body of bodies) small.gzip(body)
    expect(small.bytes).toBeLessThanOrEqual(64 * 1024)
    expect(small.entries.size).toBeLessThan(40)
    small.gzip(bodies[39])
    expect(small.hits).toBe(1)
    // what it holds is what it counts: no gzip keeps zlib's 16 KB work buffer alive
    let held = 0
    for (const gz of small.entries.values()) held += gz.buffer.byteLength
    expect(held).toBeLessThanOrEqual(small.bytes + 8192)
  })
})
