// Request bodies are read with a byte cap (issue #29): declared sizes are refused before reading,
// streamed bodies are cut off as soon as they pass the cap.
import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, readLimited, readLimitedText, tooLarge } from '@/lib/http/read-limited'

/** A streamed body without Content-Length, counting how many chunks were pulled from it. */
function streamed(chunks: number, chunkSize: number, headers: Record<string, string> = {}) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (pulled >= chunks) return c.close()
      pulled++
      c.enqueue(new Uint8Array(chunkSize).fill(97))
    },
  })
  const req = new Request('http://x/api', { method: 'POST', body, headers, duplex: 'half' } as RequestInit)
  return { req, pulled: () => pulled }
}

describe('readLimited', () => {
  it('returns a body within the cap, whole', async () => {
    const req = new Request('http://x/', { method: 'POST', body: '{"id":"a","password":"ü"}' })
    expect(await readLimitedText(req, 100)).toBe('{"id":"a","password":"ü"}')
    const exact = new Request('http://x/', { method: 'POST', body: 'x'.repeat(100) })
    expect((await readLimited(exact, 100)).byteLength).toBe(100)
    expect((await readLimited(new Request('http://x/', { method: 'POST' }), 10)).byteLength).toBe(0)
  })

  it('refuses a declared Content-Length over the cap without reading', async () => {
    const s = streamed(1000, 1024, { 'content-length': String(1000 * 1024) })
    await expect(readLimited(s.req, 4096)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(s.pulled()).toBeLessThanOrEqual(1) // a stream may pre-pull one chunk
  })

  it('stops a streamed body just past the cap', async () => {
    const s = streamed(10_000, 1024) // 10 MB
    await expect(readLimited(s.req, 64 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(s.pulled()).toBeLessThan(70)
  })

  it('answers 413', async () => {
    const res = tooLarge(4096)
    expect(res.status).toBe(413)
    expect(await res.json()).toMatchObject({ ok: false })
  })
})
