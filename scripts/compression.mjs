// gzip for the server in scripts/serve.mjs, done once per distinct body instead of once per
// request. Next's own compression (turned off in next.config.ts) gzips a cached ISR page again on
// every request: about a third of the CPU a warm page costs. Here a compressible response is
// collected, its bytes hashed (sha1: ~0.1 ms for a page, against ~1 ms for gzip) and the gzip of
// those exact bytes taken from a small LRU cache, so a page gzipped once is sent compressed until
// its content changes. What is sent is the same as before: gzip at zlib's default level, with
// `Vary: Accept-Encoding`.
// Responses that are not compressible (images, fonts), already encoded, partial (206), empty
// (204, 304), answers to HEAD, or to clients that do not accept gzip pass through untouched.
import { createHash } from 'node:crypto'
import zlib from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|xml|rss\+xml|atom\+xml|feed\+json|manifest\+json)|image\/svg\+xml)/i
/** Bodies smaller than this are sent as they are: gzip would barely shrink them. */
const MIN_BYTES = 1024
/** Bodies larger than this are gzipped on libuv's thread pool, not on the event loop: a 9 MB
 * page took ~200 ms of gzipSync, during which no other reader was answered. */
const ASYNC_BYTES = 256 * 1024

export class GzipCache {
  /** @param {number} maxBytes total size of the gzipped bodies kept */
  constructor(maxBytes = 16 * 1024 * 1024) {
    this.maxBytes = maxBytes
    this.bytes = 0
    this.hits = 0
    this.misses = 0
    /** @type {Map<string, Buffer>} in least-recently-used order */
    this.entries = new Map()
  }

  /**
   * The gzip of `body`, from the cache when these bytes were compressed before; a large body's
   * gzip is made off the event loop and comes as a promise.
   * @returns {Buffer | Promise<Buffer>}
   */
  gzip(body) {
    const key = createHash('sha1').update(body).digest('base64')
    const cached = this.entries.get(key)
    if (cached) {
      this.hits++
      this.entries.delete(key)
      this.entries.set(key, cached)
      return cached
    }
    this.misses++
    if (body.length > ASYNC_BYTES) {
      return new Promise((resolve, reject) => zlib.gzip(body, (err, gz) => (err ? reject(err) : resolve(this.keep(key, gz)))))
    }
    return this.keep(key, zlib.gzipSync(body))
  }

  /** Keeps a body's gzip (unless it is too large to be worth a place) and returns it. */
  keep(key, gz) {
    // one-off large bodies (a 2 MB archive) must not push out the pages
    if (gz.length <= this.maxBytes / 8) {
      // zlib's output under 16 KB is a view of its 16 KB work buffer: kept as it is, a 2 KB gzip
      // held 16 KB, and the cache several times its budget. A copy holds what it counts.
      if (gz.buffer.byteLength > gz.length) gz = Buffer.from(gz)
      this.entries.set(key, gz)
      this.bytes += gz.length
      for (const [k, v] of this.entries) {
        if (this.bytes <= this.maxBytes) break
        this.entries.delete(k)
        this.bytes -= v.length
      }
    }
    return gz
  }
}

const VARIES_ON_ENCODING = /(^|,)\s*accept-encoding\s*(,|$)/i

function varyOnEncoding(res) {
  const vary = res.getHeader('vary')
  if (!vary) res.setHeader('Vary', 'Accept-Encoding')
  else if (!VARIES_ON_ENCODING.test(String(vary))) res.setHeader('Vary', `${vary}, Accept-Encoding`)
}

/**
 * Makes `res` collect a compressible body and send it gzipped from `cache`. Call before the
 * request handler writes anything.
 */
export function compressResponse(req, res, cache) {
  if (req.method !== 'GET' || !/\bgzip\b/i.test(String(req.headers['accept-encoding'] ?? ''))) return
  const { write, end, writeHead, flushHeaders } = res
  const restore = () => Object.assign(res, { write, end, writeHead, flushHeaders })
  const chunks = []
  let mode = null // 'collect' | 'pass', decided when the body starts
  let headPending = false

  const decide = () => {
    if (mode) return mode
    const type = String(res.getHeader('content-type') ?? '')
    const status = res.statusCode
    const collect = COMPRESSIBLE.test(type) && !res.getHeader('content-encoding') && status !== 204 && status !== 206 && status !== 304
    mode = collect ? 'collect' : 'pass'
    if (mode === 'pass') {
      restore()
      if (headPending) writeHead.call(res, res.statusCode)
    }
    return mode
  }

  res.writeHead = function (status, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason]
    res.statusCode = status
    if (reason) res.statusMessage = reason
    if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1])
    else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    headPending = true
    decide()
    return res
  }
  res.flushHeaders = function () {
    if (decide() === 'pass') return flushHeaders.call(res)
  }
  res.write = function (chunk, encoding, callback) {
    if (decide() === 'pass') return write.call(res, chunk, encoding, callback)
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
    if (callback) process.nextTick(callback)
    return true
  }
  res.end = function (chunk, encoding, callback) {
    if (typeof chunk === 'function') [callback, chunk] = [chunk, undefined]
    if (typeof encoding === 'function') [callback, encoding] = [encoding, undefined]
    if (decide() === 'pass') return end.call(res, chunk, encoding, callback)
    if (chunk != null) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, encoding))
    restore()
    // a cached page comes in one piece (Next's res.end of the whole HTML): used as it is, not
    // copied once more — one page less per answer in flight (50 connections: ~10 MB of heavy pages)
    const body = chunks.length === 1 ? chunks[0] : Buffer.concat(chunks)
    varyOnEncoding(res)
    if (body.length < MIN_BYTES) {
      res.setHeader('Content-Length', body.length)
      return end.call(res, body, callback)
    }
    const send = (gz) => {
      res.removeHeader('Transfer-Encoding')
      res.setHeader('Content-Encoding', 'gzip')
      res.setHeader('Content-Length', gz.length)
      return end.call(res, gz, callback)
    }
    const gz = cache.gzip(body)
    if (!(gz instanceof Promise)) return send(gz)
    gz.then(send, () => {
      // compression failed: the body as it is
      res.setHeader('Content-Length', body.length)
      end.call(res, body, callback)
    })
    return res
  }
}
