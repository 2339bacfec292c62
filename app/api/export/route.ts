// The static export's inventory (lib/export/inventory.ts): every address, the locked posts'
// passwords and the data's prints, for `npm run export` (scripts/export.ts), which starts this
// server on 127.0.0.1 with LEAFPRESS_EXPORT=1 and a one-time token. Any other server, or a
// request without that token, gets a 404: the answer holds passwords.
import crypto from 'node:crypto'
import { NextResponse, type NextRequest } from 'next/server'
import { isStaticExport } from '@/lib/export/mode'
import { EXPORT_TOKEN_ENV, EXPORT_TOKEN_HEADER } from '@/lib/export/token'
import { inventory } from '@/lib/export/inventory'

export const dynamic = 'force-dynamic'

export async function GET(req: NextRequest) {
  const token = process.env[EXPORT_TOKEN_ENV] ?? ''
  const given = req.headers.get(EXPORT_TOKEN_HEADER) ?? ''
  const matches = token.length >= 32 && given.length === token.length && crypto.timingSafeEqual(Buffer.from(given), Buffer.from(token))
  if (!isStaticExport() || !matches) return new NextResponse('Not found', { status: 404 })
  return NextResponse.json(await inventory(), { headers: { 'cache-control': 'private, no-store' } })
}
