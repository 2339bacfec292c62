// A local stand-in for file hosts on the internet (Notion's S3, image CDNs), for the SSRF-safe
// fetcher. `policy()` gives a FetchPolicy whose resolver answers the given public-looking
// addresses for test host names and whose transport delivers every request to this server (by
// path), so every check of the fetcher runs unchanged; only the socket's destination differs.
import dns from 'node:dns/promises'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { contentTypeOf } from '@/lib/media/resize'
import { httpTransport, type FetchPolicy, type Transport } from '@/lib/media/safe-fetch'

export type FileAnswer =
  | { status?: number; type?: string; body: Buffer | string; headers?: Record<string, string>; chunked?: boolean }
  | { redirect: string }
  | 'hang'

export interface FileHost {
  url: string
  /** path (with query, if the answer depends on it) → answer */
  files: Map<string, FileAnswer>
  /** paths requested, in order */
  hits: string[]
  /** a policy that resolves `hosts` (name → address) and sends every request here */
  policy(hosts: Record<string, string>, extra?: Partial<FetchPolicy>): FetchPolicy
  close(): Promise<void>
}

/** A public address from a documentation range (TEST-NET-3): passes the checks, routes nowhere. */
export const PUBLIC_TEST_ADDRESS = '203.0.113.10'

export async function startFileHost(): Promise<FileHost> {
  const files = new Map<string, FileAnswer>()
  const hits: string[] = []
  const server = http.createServer((req, res) => {
    const target = req.url ?? '/'
    hits.push(target)
    const answer = files.get(target) ?? files.get(target.split('?')[0])
    if (!answer) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('not found')
    }
    if (answer === 'hang') return
    if ('redirect' in answer) {
      res.writeHead(302, { location: answer.redirect })
      return res.end()
    }
    const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body
    res.writeHead(answer.status ?? 200, {
      'content-type': answer.type ?? 'application/octet-stream',
      ...(answer.chunked ? {} : { 'content-length': String(body.length) }),
      ...answer.headers,
    })
    if (!answer.chunked) return res.end(body)
    // no content-length: the fetcher must count what arrives
    for (let i = 0; i < body.length; i += 64 * 1024) res.write(body.subarray(i, i + 64 * 1024))
    res.end()
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    files,
    hits,
    policy: (hosts, extra = {}) => ({
      allowHost: (host) => host in hosts,
      resolve: async (host) => (host in hosts ? [hosts[host]] : (await dns.lookup(host, { all: true })).map((a) => a.address)),
      transport: (target, _address, signal) => httpTransport(new URL(target.pathname + target.search, url), '127.0.0.1', signal),
      ...extra,
    }),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.()
        server.close(() => r())
      }),
  }
}

/**
 * A transport standing in for the network, for rebinding tests: a connection to `address` goes
 * to the file host standing at that address in `at` (a loopback server can stand at 127.0.0.1
 * itself), any other address fails as unreachable. `connections` lists the addresses asked for.
 */
export function fakeNetwork(at: Record<string, FileHost>): { transport: Transport; connections: string[] } {
  const connections: string[] = []
  const transport: Transport = async (target, address, signal, accept) => {
    connections.push(address)
    const host = at[address]
    if (!host) throw new Error(`connect ENETUNREACH ${address}`)
    return httpTransport(new URL(target.pathname + target.search, host.url), '127.0.0.1', signal, accept)
  }
  return { transport, connections }
}

/** A resolver that answers `answers[i]` on its i-th call (the last one ever after), counting calls. */
export function rebindingResolver(...answers: string[][]): { resolve: (host: string) => Promise<string[]>; calls: string[] } {
  const calls: string[] = []
  return {
    calls,
    resolve: async (host) => {
      calls.push(host)
      return answers[Math.min(calls.length, answers.length) - 1]
    },
  }
}

/** Notion's private file storage, as the web API hands it out (unsigned). */
export const NOTION_S3 = 'prod-files-secure.s3.us-west-2.amazonaws.com'

/**
 * Moves the files a universe of record maps refers to as `/files/<name>` (a snapshot's) onto
 * Notion's file storage: the records then hold unsigned `https://<NOTION_S3>/space/<name>` URLs
 * where Notion stores uploads (media sources, covers, icons, bookmark images), as the web API
 * answers, and `host` serves the bytes from `filesDir`.
 */
export function filesOnNotion(universe: { block: object; collection: object }, filesDir: string, host: FileHost) {
  const moved = (v: unknown) => (typeof v === 'string' && v.startsWith('/files/') ? `https://${NOTION_S3}/space/${v.slice(7)}` : v)
  for (const box of Object.values(universe.block as Record<string, { value: any }>)) {
    const { properties, format } = box.value
    if (properties?.source?.[0]) properties.source[0][0] = moved(properties.source[0][0])
    for (const field of ['display_source', 'page_cover', 'page_icon', 'bookmark_icon', 'bookmark_cover']) {
      if (format?.[field]) format[field] = moved(format[field])
    }
  }
  for (const box of Object.values(universe.collection as Record<string, { value: any }>)) {
    for (const field of ['icon', 'cover']) if (box.value[field]) box.value[field] = moved(box.value[field])
  }
  for (const name of fs.readdirSync(filesDir)) {
    host.files.set(`/space/${name}`, { type: contentTypeOf(name), body: fs.readFileSync(path.join(filesDir, name)) })
  }
}
