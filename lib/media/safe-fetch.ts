// Fetching a file on a visitor's behalf without becoming a way into the server's own network
// (SSRF). Every hop — the URL and each redirect, followed by hand — must be http(s), name an
// allowed host, and resolve only to public addresses; the connection then goes to the address
// that was checked, so a second DNS answer cannot swap in a private one (DNS rebinding). Answers
// are cut at a size and a time limit.
//
// Tests inject `resolve` and `transport` to reach a local server under a public-looking name:
// every check still runs; only the socket's final destination differs.
import { lookup } from 'node:dns/promises'
import http from 'node:http'
import https from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import { isForbiddenAddress } from './address'

/** The request itself is not allowed (answered 400). */
export class RefusedError extends Error {
  name = 'RefusedError'
}

/** The upstream failed, answered an error, or broke a limit (answered 502). */
export class UpstreamError extends Error {
  name = 'UpstreamError'
  constructor(message: string, readonly status?: number) {
    super(message)
  }
}

export type Transport = (url: URL, address: string, signal: AbortSignal) => Promise<http.IncomingMessage>

export interface FetchPolicy {
  /** hosts that may be fetched, asked on every hop */
  allowHost: (host: string) => boolean
  /** name → addresses, every one of which must be public (default: the system resolver) */
  resolve?: (host: string) => Promise<string[]>
  /** connects to an address that passed the checks (default: http/https to exactly that address) */
  transport?: Transport
  maxBytes?: number
  timeoutMs?: number
  maxRedirects?: number
}

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
    const address = await checkedAddress(current, policy)
    let res: http.IncomingMessage
    try {
      res = await (policy.transport ?? httpTransport)(current, address, signal)
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

async function checkedAddress(u: URL, policy: FetchPolicy): Promise<string> {
  const host = u.hostname.replace(/^\[|\]$/g, '')
  if (!policy.allowHost(host)) throw new RefusedError(`host ${host} is not an allowed image host`)
  let addresses: string[]
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? systemResolve)(host)
  } catch (err) {
    throw new UpstreamError(`cannot resolve ${host}: ${(err as Error).message}`)
  }
  if (!addresses.length) throw new UpstreamError(`cannot resolve ${host}`)
  const forbidden = addresses.find(isForbiddenAddress)
  if (forbidden) throw new RefusedError(`${host} is ${forbidden}: a local or private address`)
  return addresses[0]
}

/** GET `url`, connecting to `address` (already checked) whatever DNS says now. */
export const httpTransport: Transport = (url, address, signal) =>
  new Promise((resolve, reject) => {
    const family = isIP(address)
    const pinned = ((_host, opts, cb) =>
      (opts as { all?: boolean }).all ? cb(null, [{ address, family }]) : cb(null, address, family)) as LookupFunction
    const req = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'GET',
        signal,
        lookup: pinned,
        headers: { accept: 'image/avif,image/webp,image/*;q=0.9,*/*;q=0.5', 'user-agent': 'Leafpress image fetcher' },
      },
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
