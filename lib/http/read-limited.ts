// Reading a request body with a byte cap, so a client cannot make the server buffer (or parse)
// more than an endpoint ever needs: a declared Content-Length over the cap is refused before
// any byte is read, and a body streamed without one is cancelled as soon as it passes the cap.
import { NextResponse } from 'next/server'

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`)
  }
}

/** The body's bytes, at most `limit`; throws BodyTooLargeError beyond it. */
export async function readLimited(req: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(req.headers.get('content-length'))
  if (declared > limit) throw new BodyTooLargeError(limit)
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      // stop the upload here: nothing more is read or kept
      await reader.cancel().catch(() => undefined)
      throw new BodyTooLargeError(limit)
    }
    chunks.push(value)
  }
  const out = new Uint8Array(size)
  let at = 0
  for (const c of chunks) {
    out.set(c, at)
    at += c.byteLength
  }
  return out
}

/** The body as UTF-8 text, at most `limit` bytes. */
export async function readLimitedText(req: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readLimited(req, limit))
}

/** The 413 answer every limited endpoint gives. */
export function tooLarge(limit: number): NextResponse {
  return NextResponse.json({ ok: false, error: `request body over ${limit} bytes` }, { status: 413, headers: { 'cache-control': 'no-store', connection: 'close' } })
}
