// The one way the server fetches a URL that content or a visitor chose (the image path, OG
// covers, `npm run sync`'s files), without becoming a way into its own network (SSRF). Every hop
// — the URL and each redirect, followed by hand — must be http(s), name an allowed host, and
// resolve only to public addresses (lib/media/address.ts); the connection then goes to the
// address that was checked, so a second DNS answer cannot swap in a private one (DNS
// rebinding): the name is resolved once per hop, here, and the socket never asks DNS again,
// while the Host header and TLS server name stay the URL's. Answers are cut at a size and a
// time limit that covers resolving, connecting and reading.
//
// Tests inject `resolve` and `transport` to reach a local server under a public-looking name:
// every check still runs; only the socket's final destination differs.
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isForbiddenAddress } from './address'

/** The request itself is not allowed (answered 400, or `status`). */
export class RefusedError extends Error {
  name = 'RefusedError'
  constructor(message: string, readonly status = 400) {
    super(message)
  }
}

/** The upstream failed, answered an error, or broke a limit (answered 502). */
export class UpstreamError extends Error {
  name = 'UpstreamError'
  constructor(message: string, readonly status?: number) {
    super(message)
  }
}

export type Transport = (url: URL, address: string, signal: AbortSignal, accept?: string) => Promise<http.IncomingMessage>

export interface FetchPolicy {
  /** hosts that may be fetched, asked on every hop (`anyHost` for any public one) */
  allowHost: (host: string) => boolean
  /** name → addresses, every one of which must be public (default: the system resolver) */
  resolve?: (host: string) => Promise<string[]>
  /** connects to an address that passed the checks (default: http/https to exactly that address) */
  transport?: Transport
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
  /** the Accept header sent */
  accept?: string
}

/** For fetches whose hosts are not listed (OG covers): every public address is still checked. */
export const anyHost = () => true

export const FETCH_LIMITS = { maxBytes: 15 * 1024 * 1024, timeoutMs: 10_000, maxRedirects: 3 }

export interface Fetched {
  body: Buffer
  contentType: string
  /** the URL that finally answered */
  url: string
}

export async function safeFetch(url: string, policy: FetchPolicy): Promise<Fetched> {
  const { maxBytes, timeoutMs, maxRedirects } = { ...FETCH_LIMITS, ...definedOnly(policy) }
  const signal = AbortSignal.timeout(timeoutMs)
  const failed = (err: unknown) =>
    err instanceof RefusedError || err instanceof UpstreamError
      ? err
      : new UpstreamError(signal.aborted ? `no complete answer within ${timeoutMs} ms` : `fetch failed: ${(err as Error).message}`)
  let current = parseFetchable(url)
  for (let hop = 0; ; hop++) {
    const address = await checkedAddress(current, policy, signal)
    let res: http.IncomingMessage
    try {
      res = await (policy.transport ?? httpTransport)(current, address, signal, policy.accept)
    } catch (err) {
      throw failed(err)
    }
    const status = res.statusCode ?? 0
    if (status >= 300 && status < 400 && res.headers.location) {
      res.resume()
      if (hop >= maxRedirects) throw new UpstreamError(`more than ${maxRedirects} redirects`)
      current = parseFetchable(res.headers.location, current)
      continue
    }
    if (status < 200 || status >= 300) {
      res.resume()
      throw new UpstreamError(`upstream answered ${status}`, status)
    }
    try {
      const body = await readCapped(res, maxBytes)
      return { body, contentType: String(res.headers['content-type'] ?? ''), url: current.toString() }
    } catch (err) {
      throw failed(err)
    }
  }
}

function definedOnly(policy: FetchPolicy) {
  const out: Partial<typeof FETCH_LIMITS> = {}
  for (const k of ['maxBytes', 'timeoutMs', 'maxRedirects'] as const) if (policy[k] !== undefined) out[k] = policy[k]
  return out
}

function parseFetchable(raw: string, base?: URL): URL {
  let u: URL
  try {
    u = new URL(raw, base)
  } catch {
    throw new RefusedError(`not a URL: ${JSON.stringify(raw.slice(0, 200))}`)
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new RefusedError(`${u.protocol} URLs are not fetched`)
  if (u.username || u.password) throw new RefusedError('URLs with credentials are not fetched')
  return u
}

async function systemResolve(host: string): Promise<string[]> {
  return (await lookup(host, { all: true, verbatim: true })).map((a) => a.address)
}

/** The one address of `u`'s host the connection may go to: resolved once, every answer checked. */
async function checkedAddress(u: URL, policy: FetchPolicy, signal: AbortSignal): Promise<string> {
  const host = u.hostname.replace(/^\[|\]$/g, '')
  if (!policy.allowHost(host)) throw new RefusedError(`host ${host} is not an allowed host`)
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : await abortable((policy.resolve ?? systemResolve)(host), signal)
  } catch (err) {
    throw new UpstreamError(signal.aborted ? `cannot resolve ${host} in time` : `cannot resolve ${host}: ${(err as Error).message}`)
  }
  if (!addresses.length) throw new UpstreamError(`cannot resolve ${host}`)
  const forbidden = addresses.find(isForbiddenAddress)
  if (forbidden) throw new RefusedError(`${host} is ${forbidden}: a local or private address`)
  return addresses[0]
}

function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const stop = () => reject(signal.reason)
    signal.addEventListener('abort', stop, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop))
  })
}

const IMAGE_ACCEPT = 'image/avif,image/webp,image/*;q=0.9,*/*;q=0.5'

/**
 * GET `url`, connecting to `address` (already checked) whatever DNS says now: the lookup the
 * socket asks is answered with that address. The URL keeps its name, so the Host header and,
 * over https, the TLS server name (SNI) and the certificate check are the name's. No pooled
 * socket (`agent: false`): a kept-alive connection opened by other code for the same name could
 * lead elsewhere.
 */
export const httpTransport: Transport = (url, address, signal, accept = IMAGE_ACCEPT) =>
  new Promise((resolve, reject) => {
    const family = isIP(address)
    if (!family) return reject(new Error(`not an IP address: ${address}`))
    const pinned = ((_host, opts, cb) =>
      (opts as { all?: boolean }).all ? cb(null, [{ address, family }]) : cb(null, address, family)) as LookupFunction
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      { method: 'GET', signal, lookup: pinned, agent: false, headers: { accept, 'user-agent': 'Leafpress fetcher' } },
      resolve,
    )
    req.on('error', reject)
    req.end()
  })

async function readCapped(res: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length'])
  if (declared > maxBytes) {
    res.destroy()
    throw new UpstreamError(`answer of ${declared} bytes is over the limit of ${maxBytes}`)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > maxBytes) {
      res.destroy()
      throw new UpstreamError(`answer cut at the limit of ${maxBytes} bytes`)
    }
    chunks.push(chunk)
  }
  return Buffer.concat(chunks)
}
