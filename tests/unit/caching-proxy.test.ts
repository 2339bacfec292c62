// The shared cache the CDN tests put in front of the server (tests/support/caching-proxy.ts)
// must behave like one, or those tests prove nothing: it keeps answers as their headers allow,
// one per Vary value, never a private one or one that sets a cookie, serves stale within
// stale-while-revalidate while it asks again, and stays within its memory bound.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startCachingProxy, storable, type CachingProxy } from '../support/caching-proxy'

let origin: http.Server
let version = 1
let served = 0
let proxy: CachingProxy

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    served++
    const url = new URL(req.url ?? '/', 'http://x')
    const cc = url.searchParams.get('cc') ?? 'public, s-maxage=60'
    res.setHeader('cache-control', cc)
    if (url.pathname === '/vary') res.setHeader('vary', 'Accept-Language')
    if (url.pathname === '/cookie') res.setHeader('set-cookie', 'theme=hexo')
    res.setHeader('content-type', 'text/plain')
    res.end(url.pathname === '/big' ? 'x'.repeat(1000) : `v${version} ${req.headers['accept-language'] ?? ''}`)
  })
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r))
  proxy = await startCachingProxy(`http://127.0.0.1:${(origin.address() as AddressInfo).port}`, { maxBytes: 5000 })
})
afterAll(async () => {
  await proxy.close()
  await new Promise<void>((r) => origin.close(() => r()))
})

const get = async (path: string, headers: Record<string, string> = {}) => {
  const res = await fetch(proxy.url + path, { headers })
  return { body: await res.text(), cache: res.headers.get('x-cache') }
}

describe('caching proxy (test support)', () => {
  it('reads how long a shared cache may keep an answer', () => {
    expect(storable(200, { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' })).toEqual({ ttl: 30, swr: 30 })
    expect(storable(200, { 'cache-control': 'max-age=10' })).toEqual({ ttl: 10, swr: 0 })
    expect(storable(200, { 'cache-control': 's-maxage=0, stale-while-revalidate=5' })).toEqual({ ttl: 0, swr: 5 })
    for (const cc of ['private, no-cache', 'no-store', 'public, max-age=0', 'public, max-age=0, must-revalidate']) expect(storable(200, { 'cache-control': cc }), cc).toBeNull()
    expect(storable(200, { 'cache-control': 's-maxage=30', 'set-cookie': ['a=b'] })).toBeNull()
    expect(storable(307, { 'cache-control': 's-maxage=30' })).toEqual({ ttl: 30, swr: 0 })
    expect(storable(206, { 'cache-control': 's-maxage=30' })).toBeNull()
  })

  it('keeps one answer per value of the headers Vary names', async () => {
    expect(await get('/vary', { 'accept-language': 'fr' })).toEqual({ body: 'v1 fr', cache: 'MISS' })
    expect(await get('/vary', { 'accept-language': 'ja' })).toEqual({ body: 'v1 ja', cache: 'MISS' })
    expect(await get('/vary', { 'accept-language': 'fr' })).toEqual({ body: 'v1 fr', cache: 'HIT' })
    expect(await get('/vary', { 'accept-language': 'ja' })).toEqual({ body: 'v1 ja', cache: 'HIT' })
  })

  it('never keeps private answers or answers that set a cookie', async () => {
    for (const path of ['/private?cc=private,%20no-cache', '/cookie']) {
      await get(path)
      expect((await get(path)).cache, path).toBe('MISS')
    }
  })

  it('serves a stale answer within stale-while-revalidate while it asks again, then the new one', async () => {
    const path = '/swr?cc=public,%20s-maxage=1,%20stale-while-revalidate=30'
    expect((await get(path)).cache).toBe('MISS')
    version = 2
    await new Promise((r) => setTimeout(r, 1100))
    expect(await get(path)).toMatchObject({ body: expect.stringMatching(/^v1/), cache: 'STALE' })
    await vi.waitFor(async () => expect(await get(path)).toMatchObject({ body: expect.stringMatching(/^v2/), cache: 'HIT' }))
  })

  it('stays within its memory bound, dropping the least recently used', async () => {
    for (let i = 0; i < 10; i++) await get(`/big?n=${i}`)
    expect(proxy.bytes()).toBeLessThanOrEqual(5000)
    const before = served
    expect((await get('/big?n=9')).cache).toBe('HIT')
    expect((await get('/big?n=0')).cache).toBe('MISS')
    expect(served).toBe(before + 1)
  })
})
