// GET /api/preview/exit?to=<path> — leaves the preview: turns Next's draft mode off and goes to
// `to` (a path of this site only; anything else goes home).
import { draftMode } from 'next/headers'
import { NextResponse } from 'next/server'
import { getConfig } from '@/lib/config'

export const dynamic = 'force-dynamic'

export async function GET(req: Request) {
  ;(await draftMode()).disable()
  const to = new URL(req.url).searchParams.get('to') ?? '/'
  // a site path: one leading slash, not `//host` or `/\host`
  const path = /^\/(?![/\\])/.test(to) ? to : '/'
  // a relative Location: the browser stays on the host it asked
  return new NextResponse(null, { status: 303, headers: { location: `${getConfig().SUB_PATH}${path}`, 'cache-control': 'private, no-store' } })
}
