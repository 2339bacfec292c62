// The image path: SSRF refusals, limits, URL normalisation, and fetch → sign → resize → cache.
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { isForbiddenAddress } from '@/lib/media/address'
import { decodeImageParam, fileKey, imageHostAllowList, isNotionFile, isNotionStorage, needsSigning } from '@/lib/media/file-urls'
import { createImageProxy } from '@/lib/media/image-proxy'
import { RefusedError, safeFetch, type FetchPolicy } from '@/lib/media/safe-fetch'
import { imageUrl } from '@/lib/site/images'
import { PUBLIC_TEST_ADDRESS, startFileHost, type FileHost } from '../support/file-host'

let host: FileHost
let png: Buffer
const tmpDirs: string[] = []
const HOSTS = { 'images.test': PUBLIC_TEST_ADDRESS, 'evil.test': '10.0.0.1', 'mixed.test': '203.0.113.5' }

beforeAll(async () => {
  host = await startFileHost()
  png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3a7' } }).png().toBuffer()
  host.files.set('/cat.png', { type: 'image/png', body: png })
})
afterAll(async () => {
  await host.close()
  for (const d of tmpDirs) rmSync(d, { recursive: true, force: true })
})

const policy = (extra: Partial<FetchPolicy> = {}) => host.policy(HOSTS, extra)
const port = () => new URL(host.url).port
const at = (p: string, name = 'images.test') => `http://${name}:${port()}${p}`

describe('safeFetch refuses what could reach the server or its network', () => {
  const allowAll = () => policy({ allowHost: () => true })

  it.each([
    'http://127.0.0.1/', 'http://127.8.8.8:8080/x', 'http://10.0.0.1/', 'http://172.16.5.4/', 'http://192.168.1.1/',
    'http://169.254.169.254/latest/meta-data/', 'http://0.0.0.0/', 'http://[::1]/', 'http://[::ffff:127.0.0.1]/',
    'http://[fe80::1]/', 'http://[fd00::1]/', 'http://2130706433/', 'http://0x7f.1/', 'http://100.64.0.1/',
  ])('%s, even when every host is allowed', async (url) => {
    const transport = vi.fn()
    await expect(safeFetch(url, policy({ allowHost: () => true, transport }))).rejects.toBeInstanceOf(RefusedError)
    expect(transport).not.toHaveBeenCalled()
  })

  it.each(['file:///etc/passwd', 'ftp://images.test/a.png', 'data:image/png;base64,AAAA', 'gopher://images.test/', 'http://user:pw@images.test/'])(
    '%s (scheme or credentials)',
    async (url) => {
      await expect(safeFetch(url, allowAll())).rejects.toBeInstanceOf(RefusedError)
    },
  )

  it('a name that resolves to a private address, and any answer with one private address among public ones', async () => {
    await expect(safeFetch(at('/cat.png', 'evil.test'), policy())).rejects.toThrow(/10\.0\.0\.1: a local or private address/)
    const mixed = policy({ resolve: async () => ['203.0.113.5', '127.0.0.1'] })
    await expect(safeFetch(at('/cat.png', 'mixed.test'), mixed)).rejects.toBeInstanceOf(RefusedError)
    await expect(safeFetch('http://localhost/', allowAll())).rejects.toBeInstanceOf(RefusedError)
  })

  it('hosts that are not allowed (only Notion file hosts and configured ones are)', async () => {
    await expect(safeFetch('https://example.com/a.png', { allowHost: imageHostAllowList([]) })).rejects.toThrow(/not an allowed host/)
  })

  it('redirects to loopback, to other schemes and to private names: every hop is checked again', async () => {
    host.files.set('/to-loopback', { redirect: `http://127.0.0.1:${port()}/cat.png` })
    host.files.set('/to-file', { redirect: 'file:///etc/passwd' })
    host.files.set('/to-evil', { redirect: at('/cat.png', 'evil.test') })
    host.files.set('/to-unlisted', { redirect: 'http://unlisted.example/cat.png' })
    for (const p of ['/to-loopback', '/to-file', '/to-evil']) {
      await expect(safeFetch(at(p), allowAll())).rejects.toBeInstanceOf(RefusedError)
    }
    await expect(safeFetch(at('/to-unlisted'), policy())).rejects.toThrow(/not an allowed host/)
  })

  it('follows at most 3 redirects', async () => {
    for (let i = 1; i <= 4; i++) host.files.set(`/hop${i}`, { redirect: i < 4 ? at(`/hop${i + 1}`) : at('/cat.png') })
    host.files.set('/hop0', { redirect: '/hop3' }) // a relative Location
    const three = await safeFetch(at('/hop2'), policy())
    expect(three.body.equals(png)).toBe(true)
    expect((await safeFetch(at('/hop0'), policy())).url).toBe(at('/cat.png'))
    await expect(safeFetch(at('/hop1'), policy())).rejects.toThrow(/more than 3 redirects/)
  })
})

describe('safeFetch limits', () => {
  const big = Buffer.alloc(1024 * 1024 + 10, 1)
  it('cuts answers over the size limit, declared or not', async () => {
    host.files.set('/big-declared', { type: 'image/png', body: big })
    host.files.set('/big-chunked', { type: 'image/png', body: big, chunked: true })
    await expect(safeFetch(at('/big-declared'), policy({ maxBytes: 1024 * 1024 }))).rejects.toThrow(/over the limit/)
    await expect(safeFetch(at('/big-chunked'), policy({ maxBytes: 1024 * 1024 }))).rejects.toThrow(/cut at the limit/)
    expect((await safeFetch(at('/big-chunked'), policy({ maxBytes: 2 * 1024 * 1024 }))).body.length).toBe(big.length)
  })

  it('gives up on an answer that does not come in time', async () => {
    host.files.set('/hang', 'hang')
    const t0 = Date.now()
    await expect(safeFetch(at('/hang'), policy({ timeoutMs: 300 }))).rejects.toThrow(/no complete answer within 300 ms/)
    expect(Date.now() - t0).toBeLessThan(2000)
  })

  it('reports upstream errors with their status', async () => {
    host.files.set('/broken', { status: 500, body: 'oops' })
    await expect(safeFetch(at('/broken'), policy())).rejects.toMatchObject({ name: 'UpstreamError', status: 500 })
  })
})

describe('image URL normalisation', () => {
  const s3 = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/abc/cat.png'
  it('decodes the path parameter once, twice or not at all, and repairs folded slashes', () => {
    expect(decodeImageParam(encodeURIComponent(s3))).toBe(s3)
    expect(decodeImageParam(encodeURIComponent(encodeURIComponent(s3)))).toBe(s3)
    expect(decodeImageParam(s3)).toBe(s3)
    expect(decodeImageParam('https:/prod-files-secure.s3.us-west-2.amazonaws.com/space/abc/cat.png')).toBe(s3)
    expect(decodeImageParam('/images/page-cover/woodcuts_1.jpg')).toBe('https://www.notion.so/images/page-cover/woodcuts_1.jpg')
    // the signature inside the encoded URL survives; only the outer encoding goes
    expect(decodeImageParam(encodeURIComponent(`${s3}?X-Amz-Signature=a%2Bb`))).toBe(`${s3}?X-Amz-Signature=a%2Bb`)
  })

  it('keys files without scheme, www., query and hash', () => {
    expect(fileKey(`${s3}?X-Amz-Signature=1#x`)).toBe('prod-files-secure.s3.us-west-2.amazonaws.com/space/abc/cat.png')
    expect(fileKey('http://www.notion.so/images/a.png?v=2')).toBe(fileKey('https://notion.so/images/a.png'))
    expect(fileKey('attachment:0f1e:cat.png?x=1')).toBe('attachment:0f1e:cat.png')
  })

  it('knows Notion files from links to Notion pages, and which need a signature', () => {
    expect(isNotionFile(s3)).toBe(true)
    expect(isNotionFile('https://www.notion.so/images/page-cover/a.jpg')).toBe(true)
    expect(isNotionFile('https://www.notion.so/My-page-0123456789abcdef0123456789abcdef')).toBe(false)
    expect(isNotionFile('https://images.unsplash.com/photo')).toBe(false)
    expect(needsSigning(s3)).toBe(true)
    expect(needsSigning(`${s3}?X-Amz-Signature=abc`)).toBe(false)
    expect(needsSigning('attachment:0f1e:cat.png')).toBe(true)
    expect(needsSigning('https://www.notion.so/images/a.png')).toBe(false)
  })

  it("knows Notion's own storage from other buckets and hosts", () => {
    for (const url of [
      'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/a.pdf?X-Amz-Signature=1',
      'https://file.notion.so/f/f/space/id/a.pdf?signature=1',
      'https://s3.us-west-2.amazonaws.com/secure.notion-static.com/id/a.pdf',
      'https://s3-us-west-2.amazonaws.com/secure.notion-static.com/id/a.pdf',
    ]) expect(isNotionStorage(url), url).toBe(true)
    for (const url of [
      'https://attacker.s3.us-west-2.amazonaws.com/a.pdf?X-Amz-Signature=1',
      'https://s3.us-west-2.amazonaws.com/attacker/a.pdf',
      'https://s3.us-west-2.amazonaws.com/secure.notion-static.com.evil/a.pdf',
      'http://prod-files-secure.s3.us-west-2.amazonaws.com/space/a.pdf',
      'https://prod-files-secure.s3.us-west-2.amazonaws.com:8443/space/a.pdf',
      'https://user@file.notion.so/a.pdf',
      'https://file.notion.so.evil.test/a.pdf',
      'https://www.notion.so/images/a.pdf',
      'not a url',
    ]) expect(isNotionStorage(url), url).toBe(false)
  })

  it('allows Notion file hosts and configured ones (exact or *.suffix)', () => {
    const allow = imageHostAllowList(['images.unsplash.com', '*.cloudinary.com'])
    expect(allow('prod-files-secure.s3.us-west-2.amazonaws.com')).toBe(true)
    expect(allow('www.notion.so')).toBe(true)
    expect(allow('images.unsplash.com')).toBe(true)
    expect(allow('res.cloudinary.com')).toBe(true)
    expect(allow('cloudinary.com.evil.test')).toBe(false)
    expect(allow('127.0.0.1')).toBe(false)
  })

  it('treats everything that is not a public IP as forbidden', () => {
    expect(isForbiddenAddress('8.8.8.8')).toBe(false)
    expect(isForbiddenAddress('2606:4700::1111')).toBe(false)
    expect(isForbiddenAddress('::ffff:7f00:1')).toBe(true)
    expect(isForbiddenAddress('not-an-ip')).toBe(true)
  })
})

describe('the /image route handler', () => {
  function proxy(sign = vi.fn(async (): Promise<string | null> => null)) {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'leafpress-images-'))
    tmpDirs.push(cacheDir)
    return { serve: createImageProxy({ policy: policy(), cacheDir, sign }), sign }
  }
  const get = (serve: ReturnType<typeof createImageProxy>, url: string, query = '', accept = 'image/avif,image/webp,*/*') => {
    const req = new Request(`http://site.test/image/${encodeURIComponent(url)}${query}`, { headers: { accept } })
    return serve(req, [encodeURIComponent(url)])
  }

  it('fetches, resizes, re-encodes by Accept and caches on disk with long cache headers', async () => {
    const { serve } = proxy()
    const before = host.hits.length
    const res = await get(serve, at('/cat.png'), '?table=block&id=x&cache=v2&width=400')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/avif')
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('vary')).toBe('Accept')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(400)
    // the same, and another size of the same file: no second download
    expect((await get(serve, at('/cat.png'), '?width=400')).status).toBe(200)
    const webp = await get(serve, at('/cat.png'), '?width=800', 'image/webp,*/*')
    expect(webp.headers.get('content-type')).toBe('image/webp')
    expect(host.hits.length - before).toBe(1)
  })

  it('renditions from the fixed set only: an odd width is snapped up, an unknown format is a 400 (#29)', async () => {
    const { serve } = proxy()
    const odd = await get(serve, at('/cat.png'), '?width=433&quality=61&format=webp', 'image/webp,*/*')
    expect(odd.status).toBe(200)
    expect((await sharp(Buffer.from(await odd.arrayBuffer())).metadata()).width).toBe(480)
    const unknown = await get(serve, at('/cat.png'), '?width=400&format=tiff')
    expect(unknown.status).toBe(400)
  })

  it('without a size: webp capped at 1920 px when accepted, else the original bytes', async () => {
    const wide = await sharp({ create: { width: 2600, height: 400, channels: 3, background: '#fff' } }).jpeg().toBuffer()
    host.files.set('/wide.jpg', { type: 'image/jpeg', body: wide })
    const { serve } = proxy()
    const res = await get(serve, at('/wide.jpg'), '', 'image/webp,*/*')
    expect(res.headers.get('content-type')).toBe('image/webp')
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(1920)
    const plain = await get(serve, at('/wide.jpg'), '', 'image/*')
    expect(plain.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await plain.arrayBuffer()).equals(wide)).toBe(true)
  })

  it('merges concurrent requests for one file into one download', async () => {
    host.files.set('/once.png', { type: 'image/png', body: png })
    const { serve } = proxy()
    const before = host.hits.filter((h) => h === '/once.png').length
    const answers = await Promise.all([1, 2, 3].map(() => get(serve, at('/once.png'), '?width=200')))
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200])
    expect(host.hits.filter((h) => h === '/once.png').length - before).toBe(1)
  })

  it('answers 400 for loopback, private, metadata, file: and unlisted URLs', async () => {
    const { serve } = proxy()
    for (const url of ['http://127.0.0.1/x.png', 'http://10.0.0.1/x.png', 'http://169.254.169.254/latest/meta-data', 'file:///etc/passwd', 'https://example.com/x.png', at('/cat.png', 'evil.test')]) {
      expect((await get(serve, url)).status, url).toBe(400)
    }
  })

  it('answers 502 when the upstream fails, is too slow, or does not answer an image', async () => {
    host.files.set('/page.html', { type: 'text/html', body: '<script>alert(1)</script>' })
    const { serve } = proxy()
    for (const p of ['/broken', '/missing.png', '/page.html']) {
      const res = await get(serve, at(p))
      expect(res.status, p).toBe(502)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).not.toContain('<script>')
    }
  })

  it('never serves SVG from the site: it is rasterised', async () => {
    host.files.set('/logo.svg', { type: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>' })
    const { serve } = proxy()
    for (const accept of ['image/webp,*/*', 'image/*']) {
      const res = await get(serve, at('/logo.svg'), '', accept)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).not.toContain('svg')
    }
  })

  it('signs Notion file references through the source, with the block id of the query', async () => {
    const sign = vi.fn(async () => at('/cat.png'))
    const { serve } = proxy(sign)
    const url = imageUrl('attachment:0f1e2d3c:cat.png', { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' })!
    expect(url).toMatch(/^\/image\/attachment/)
    const req = new Request(`http://site.test${url}&width=200`, { headers: { accept: 'image/webp' } })
    const res = await serve(req, [url.slice('/image/'.length).split('?')[0]])
    expect(res.status).toBe(200)
    expect(sign).toHaveBeenCalledWith('attachment:0f1e2d3c:cat.png', { id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', table: 'block' })
    // without a block id there is nothing to sign with
    expect((await get(proxy(sign).serve, 'attachment:0f1e2d3c:dog.png')).status).toBe(502)
  })

  it('sends other Notion files (PDF, audio, video) to a freshly signed URL instead of proxying them', async () => {
    const pdf = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/menu.pdf'
    const sign = vi.fn(async () => `${pdf}?X-Amz-Signature=fresh`)
    const serve = createImageProxy({ policy: { allowHost: imageHostAllowList([]) }, cacheDir: os.tmpdir(), sign })
    const hits = host.hits.length
    const res = await get(serve, pdf, '?table=block&id=cccccccccccccccccccccccccccccccc')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`${pdf}?X-Amz-Signature=fresh`)
    expect(res.headers.get('cache-control')).toBe('private, max-age=600')
    expect(host.hits.length).toBe(hits) // nothing fetched
    // a file the store cannot sign (no record of this site holds it) is not handed out
    sign.mockResolvedValueOnce(null as never)
    expect((await get(serve, pdf, '?table=block&id=cccccccccccccccccccccccccccccccc')).status).toBe(404)
    // and no redirect leaves the allowed hosts
    expect((await get(serve, 'https://example.com/a.pdf')).status).toBe(400)
  })

  it('is no open redirect: the target is what Notion signed for a record of this site, on Notion\'s storage', async () => {
    const transport = vi.fn(async () => {
      throw new Error('no network in this test')
    })
    const policy = { allowHost: imageHostAllowList([]), transport, resolve: async () => [PUBLIC_TEST_ADDRESS] }
    const sign = vi.fn(async (): Promise<string | null> => null)
    const serve = createImageProxy({ policy, cacheDir: os.tmpdir(), sign })
    const id = '?table=block&id=dddddddddddddddddddddddddddddddd'
    const anyBucket = 'https://attacker-bucket.s3.us-west-2.amazonaws.com/x.pdf?X-Amz-Signature=1'
    // the URL: a signed-looking file of someone else's bucket, with and without a block id
    for (const [url, query] of [[anyBucket, ''], [anyBucket, id], ['https://s3.us-west-2.amazonaws.com/attacker-bucket/x.pdf?X-Amz-Signature=1', id], ['https://www.notion.so/images/x.pdf', '']]) {
      const res = await get(serve, url, query)
      expect(res.status, url).toBe(404)
      expect(res.headers.get('location'), url).toBeNull()
    }
    // the URL as the finding wrote it: the signature in the /image query, outside the encoded URL
    const raw = new Request('http://site.test/image/https://attacker-bucket.s3.us-west-2.amazonaws.com/x.pdf?X-Amz-Signature=1')
    const plain = await serve(raw, ['https:', '', 'attacker-bucket.s3.us-west-2.amazonaws.com', 'x.pdf'])
    expect([plain.status, plain.headers.get('location')]).toEqual([404, null])
    expect(sign).toHaveBeenCalledTimes(2) // only for the two requests naming a block; the store says no
    // a signed URL that is not on Notion's own storage is not followed either
    sign.mockResolvedValueOnce(anyBucket)
    const odd = await get(serve, 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/menu.pdf', id)
    expect([odd.status, odd.headers.get('location')]).toEqual([502, null])
    // and a non-image file name is not needed to ask: an image of any bucket is fetched safely, never redirected
    const image = await get(serve, 'https://attacker-bucket.s3.us-west-2.amazonaws.com/x?X-Amz-Signature=1')
    expect([image.status, image.headers.get('location')]).toEqual([502, null])
    expect(transport).toHaveBeenCalledTimes(1)
  })

  it('logs the file of a failed request on one line, cut short', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { serve } = proxy()
    const forged = 'attachment:0f1e:a.png\n[leafpress] forged line' + 'x'.repeat(2000)
    expect((await get(serve, forged)).status).toBe(502)
    const lines = warn.mock.calls.map((c) => String(c[0]))
    warn.mockRestore()
    expect(lines).toHaveLength(1)
    expect(lines[0]).not.toContain('\n')
    expect(lines[0]).toContain('a.png\\u000a[leafpress] forged line')
    expect(lines[0].length).toBeLessThan(700)
  })

  it('signs again when a signed URL has expired (403), once', async () => {
    host.files.set('/space/old.png?X-Amz-Signature=old', { status: 403, type: 'application/xml', body: '<Error>Request has expired</Error>' })
    host.files.set('/space/old.png?X-Amz-Signature=new', { type: 'image/png', body: png })
    const sign = vi.fn(async () => at('/space/old.png?X-Amz-Signature=new'))
    const { serve } = proxy(sign)
    const res = await get(serve, at('/space/old.png?X-Amz-Signature=old'), '?table=block&id=bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb&width=200')
    expect(res.status).toBe(200)
    expect(sign).toHaveBeenCalledTimes(1)
    expect(sign.mock.calls[0]).toEqual([at('/space/old.png?X-Amz-Signature=old'), { id: 'bbbbbbbb-bbbb-bbbb-bbbb-bbbbbbbbbbbb', table: 'block' }])
  })
})
