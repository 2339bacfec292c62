// The one safe fetch (lib/media/safe-fetch.ts) under DNS rebinding: a name that answers a public
// address when it is checked and 127.0.0.1 when asked again must never lead a request to
// loopback — not through the image path, not through OG covers. The "internet" is a file host
// standing at a public test address (fakeNetwork); a real server on 127.0.0.1 holds what an
// attacker wants to read and counts every request that reaches it. No real DNS is asked.
import http from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import tls from 'node:tls'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedIPv4, isForbiddenAddress } from '@/lib/media/address'
import { createImageProxy } from '@/lib/media/image-proxy'
import { httpTransport, RefusedError, safeFetch, type FetchPolicy } from '@/lib/media/safe-fetch'
import { loadOgCover, OG_COVER_FETCH } from '@/lib/seo/og-cover'
import { fakeNetwork, PUBLIC_TEST_ADDRESS, rebindingResolver, startFileHost, type FileHost } from '../support/file-host'

let internet: FileHost // stands at PUBLIC_TEST_ADDRESS
let loopback: FileHost // really at 127.0.0.1: the server's own services
let green: Buffer
let red: Buffer
const tmp: string[] = []

beforeAll(async () => {
  internet = await startFileHost()
  loopback = await startFileHost()
  green = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#00c000' } }).png().toBuffer()
  red = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ff0000' } }).png().toBuffer()
  internet.files.set('/cover.png', { type: 'image/png', body: green })
  loopback.files.set('/cover.png', { type: 'image/png', body: red })
  loopback.files.set('/admin/secret.png', { type: 'image/png', body: red })
})
afterAll(async () => {
  await internet.close()
  await loopback.close()
  for (const d of tmp) rmSync(d, { recursive: true, force: true })
})

/** The network: the public address reaches `internet`, 127.0.0.1 reaches the real loopback server. */
function network() {
  return fakeNetwork({ [PUBLIC_TEST_ADDRESS]: internet, '127.0.0.1': loopback })
}

/** The mean colour of an image as [r, g, b]. */
async function meanColour(image: Buffer): Promise<number[]> {
  const { channels } = await sharp(image).stats()
  return channels.slice(0, 3).map((c) => Math.round(c.mean))
}

describe('addresses', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses, in every IPv6 form that carries them', () => {
    for (const ip of [
      '127.0.0.1', '127.255.0.9', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1',
      '0.0.0.0', '192.0.0.8', '198.18.0.1', '224.0.0.1', '255.255.255.255',
      '::1', '::', 'fc00::1', 'fd12::1', 'fe80::1', 'fec0::1', 'ff02::1', '100::1', '64:ff9b::7f00:1', '64:ff9b:1::1', '2001:0:4136:e378::1',
      // IPv4 inside IPv6: mapped, translated, compatible, 6to4
      '::ffff:127.0.0.1', '::ffff:7f00:1', '::FFFF:10.0.0.1', '0:0:0:0:0:ffff:a9fe:a9fe', '::ffff:0:127.0.0.1', '::127.0.0.1', '::7f00:1',
      '2002:7f00:1::', '2002:a9fe:a9fe::1', '2002:c0a8:101::1',
      '[::1]', 'fe80::1%eth0', 'localhost', '', 'not-an-ip',
    ]) {
      expect(isForbiddenAddress(ip), ip).toBe(true)
    }
  })

  it('allows public addresses, also inside IPv6', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '151.101.1.69', '203.0.113.10', '2606:4700::1111', '::ffff:8.8.8.8', '2002:808:808::1', '2a00:1450:4001::200e']) {
      expect(isForbiddenAddress(ip), ip).toBe(false)
    }
  })

  it('reads the IPv4 address an IPv6 address carries', () => {
    expect(embeddedIPv4('::ffff:127.0.0.1')).toBe('127.0.0.1')
    expect(embeddedIPv4('::ffff:0:a00:1')).toBe('10.0.0.1')
    expect(embeddedIPv4('::a9fe:a9fe')).toBe('169.254.169.254')
    expect(embeddedIPv4('2002:c0a8:0101:1::')).toBe('192.168.1.1')
    expect(embeddedIPv4('2606:4700::1111')).toBeNull()
    expect(embeddedIPv4('1::2::3')).toBeNull()
  })
})

describe('the connection goes to the checked address', () => {
  // 127.0.0.2 is loopback too: a server there is reached only by a connection pinned to it,
  // while the URL's name (localhost) would resolve to 127.0.0.1 or ::1 — from /etc/hosts, no DNS.
  it('over http: to the pinned address, with the URL name in the Host header', async () => {
    const hosts: string[] = []
    const server = http.createServer((req, res) => (hosts.push(String(req.headers.host)), res.end('pinned')))
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r))
    const port = (server.address() as AddressInfo).port
    try {
      const res = await httpTransport(new URL(`http://localhost:${port}/x`), '127.0.0.2', AbortSignal.timeout(5000))
      let body = ''
      for await (const chunk of res) body += chunk
      expect(body).toBe('pinned')
      expect(hosts).toEqual([`localhost:${port}`])
    } finally {
      server.close()
    }
  })

  it('over https: to the pinned address, with the URL name as the TLS server name', async () => {
    const names: string[] = []
    // no certificate: the handshake stops after the server has read the name the client sent
    const server = tls.createServer({ SNICallback: (name, cb) => (names.push(name), cb(new Error('no certificate'), undefined)) })
    server.on('tlsClientError', () => {})
    await new Promise<void>((r) => server.listen(0, '127.0.0.2', r))
    const port = (server.address() as AddressInfo).port
    try {
      await expect(httpTransport(new URL(`https://localhost:${port}/x`), '127.0.0.2', AbortSignal.timeout(5000))).rejects.toThrow()
      expect(names).toEqual(['localhost'])
    } finally {
      server.close()
    }
  })
})

describe('DNS rebinding: public when checked, 127.0.0.1 when asked again', () => {
  const rebinding = () => rebindingResolver([PUBLIC_TEST_ADDRESS], ['127.0.0.1'])

  it('safeFetch resolves once per hop and connects to the address it checked', async () => {
    const dns = rebinding()
    const net = network()
    const before = loopback.hits.length
    const got = await safeFetch('http://rebind.test/cover.png', { allowHost: () => true, resolve: dns.resolve, transport: net.transport })
    expect(got.body.equals(green)).toBe(true)
    expect(dns.calls).toEqual(['rebind.test'])
    expect(net.connections).toEqual([PUBLIC_TEST_ADDRESS])
    expect(loopback.hits.length).toBe(before)
  })

  it('the OG cover path draws the public picture, and nothing reaches loopback', async () => {
    const files = mkdtempSync(path.join(os.tmpdir(), 'leafpress-og-'))
    tmp.push(files)
    const dns = rebinding()
    const net = network()
    const before = loopback.hits.length
    const policy: FetchPolicy = { ...OG_COVER_FETCH, resolve: dns.resolve, transport: net.transport }
    const cover = await loadOgCover('http://rebind.test/cover.png', files, policy)
    expect(cover).toMatch(/^data:image\/jpeg;base64,/)
    const [r, g, b] = await meanColour(Buffer.from(cover!.split(',')[1], 'base64'))
    expect(g).toBeGreaterThan(150)
    expect(r).toBeLessThan(60)
    expect(b).toBeLessThan(60)
    expect(net.connections).toEqual([PUBLIC_TEST_ADDRESS])
    expect(loopback.hits.length).toBe(before)
    // a second cover asks DNS again, gets 127.0.0.1 and is refused before any connection
    expect(await loadOgCover('http://rebind.test/cover.png?again', files, policy)).toBeNull()
    expect(net.connections).toEqual([PUBLIC_TEST_ADDRESS])
    expect(loopback.hits.length).toBe(before)
  })

  it('the image path serves the public picture, and nothing reaches loopback', async () => {
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'leafpress-images-'))
    tmp.push(cacheDir)
    const dns = rebinding()
    const net = network()
    const serve = createImageProxy({
      policy: { allowHost: (h) => h === 'rebind.test', resolve: dns.resolve, transport: net.transport },
      cacheDir,
      sign: async () => null,
    })
    const before = loopback.hits.length
    const get = (url: string) => serve(new Request(`http://site.test/image/${encodeURIComponent(url)}?width=100`, { headers: { accept: 'image/png' } }), [encodeURIComponent(url)])
    const res = await get('http://rebind.test/cover.png')
    expect(res.status).toBe(200)
    const [r, g] = await meanColour(Buffer.from(await res.arrayBuffer()))
    expect(g).toBeGreaterThan(150)
    expect(r).toBeLessThan(60)
    // another file of the same name: DNS now says 127.0.0.1, refused before connecting
    expect((await get('http://rebind.test/admin/secret.png')).status).toBe(400)
    expect(dns.calls).toEqual(['rebind.test', 'rebind.test'])
    expect(net.connections).toEqual([PUBLIC_TEST_ADDRESS])
    expect(loopback.hits.length).toBe(before)
  })

  it('a redirect hop back to the same name is resolved and checked again', async () => {
    internet.files.set('/hop', { redirect: 'http://rebind.test/admin/secret.png' })
    const dns = rebinding()
    const net = network()
    const before = loopback.hits.length
    await expect(safeFetch('http://rebind.test/hop', { allowHost: () => true, resolve: dns.resolve, transport: net.transport })).rejects.toThrow(/127\.0\.0\.1: a local or private address/)
    expect(net.connections).toEqual([PUBLIC_TEST_ADDRESS])
    expect(loopback.hits.length).toBe(before)
  })
})

describe('redirects to private addresses are refused', () => {
  const publicDns = rebindingResolver([PUBLIC_TEST_ADDRESS])

  it('to a loopback IP, an IPv4-mapped one, a metadata address, a private name', async () => {
    const net = network()
    const resolve = async (host: string) => (host === 'internal.test' ? ['10.0.0.7'] : publicDns.resolve(host))
    const targets = [
      `http://127.0.0.1:${new URL(loopback.url).port}/admin/secret.png`,
      `http://[::ffff:127.0.0.1]:${new URL(loopback.url).port}/admin/secret.png`,
      'http://169.254.169.254/latest/meta-data/',
      'http://internal.test/admin/secret.png',
    ]
    const before = loopback.hits.length
    for (const [i, target] of targets.entries()) {
      internet.files.set(`/away${i}`, { redirect: target })
      await expect(safeFetch(`http://cdn.test/away${i}`, { allowHost: () => true, resolve, transport: net.transport }), target).rejects.toBeInstanceOf(RefusedError)
      // the OG path says "no cover"
      expect(await loadOgCover(`http://cdn.test/away${i}`, os.tmpdir(), { ...OG_COVER_FETCH, resolve, transport: net.transport })).toBeNull()
    }
    expect(net.connections.every((a) => a === PUBLIC_TEST_ADDRESS)).toBe(true)
    expect(loopback.hits.length).toBe(before)
  })
})

describe('time limit', () => {
  it('covers resolving: a resolver that never answers gives up at the limit', async () => {
    const t0 = Date.now()
    const never = () => new Promise<string[]>(() => {})
    await expect(safeFetch('http://slow-dns.test/x.png', { allowHost: () => true, resolve: never, timeoutMs: 300 })).rejects.toThrow(/cannot resolve slow-dns\.test in time/)
    expect(Date.now() - t0).toBeLessThan(3000)
  })
})
