// GET /api/preview?page=<id>&exp=<t>&sig=<sig> — an editor's way into a page's preview: checks
// the link's signature and end (lib/preview/sign.ts), turns on Next's draft mode for this browser
// and goes to the preview. A wrong or missing signature is refused, an expired link says so
// (lib/preview/expired.ts), and draft mode stays off.
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { getConfig } from '@/lib/config'
import { previewExpired } from '@/lib/preview/expired'
import { checkPreview, previewPath } from '@/lib/preview/sign'
import { statusAddress } from '@/lib/status/auth'
import { toCompactId } from '@/lib/workspace/records'
import { editionOfRequest } from '@/lib/route/edition-header'
import { editionPath } from '@/lib/site/editions'

export const dynamic = 'force-dynamic'

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }

export async function GET(req: Request) {
  const q = new URL(req.url).searchParams
  const id = toCompactId(q.get('page') ?? '')
  const exp = q.get('exp')
  const check = id ? checkPreview(id, exp, q.get('sig')) : 'invalid'
  if (check === 'expired') return previewExpired(statusAddress(editionOfRequest(req.headers)))
  if (!id || check !== 'valid') {
    return new NextResponse('This preview link is not valid: open the link the status page gives for the page.', {
      status: 403,
      headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  ;(await draftMode()).enable()
  // a relative Location: the browser stays on the host it asked (a handler's req.url may name
  // another, e.g. localhost for 127.0.0.1, where the draft-mode cookie would not be sent)
  // the preview of the language whose status page gave the link (its prefix: lib/route/edition-header.ts)
  const base = getConfig().SUB_PATH + editionPath(editionOfRequest(req.headers), '')
  return new NextResponse(null, { status: 303, headers: { ...PRIVATE, location: previewPath(id, exp!, base) } })
}
