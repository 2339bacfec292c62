// POST { id, password } → sets the signed unlock cookie for that article, or 401 / 429.
// The prompt's form also posts here without JavaScript (form-encoded, before its island has
// loaded): then every answer is a 303 back to the article, unlocked or showing the prompt again,
// so the password never ends up in a URL.
import { NextResponse, type NextRequest } from 'next/server'
import { getConfig } from '@/lib/config'
import { passwordMatches, passwordOf, unlockCookieName, unlockMaxAgeSeconds, unlockToken } from '@/lib/lock/lock'
import { clientAddress } from '@/lib/lock/client-address'
import { logValue } from '@/lib/security/log-value'
import { rightPassword, takeAttempt, unlockLimits } from '@/lib/lock/limiters'
import { siteHolding } from '@/lib/site/data'
import { getStore } from '@/lib/workspace'
import { BodyTooLargeError, readLimitedText, tooLarge } from '@/lib/http/read-limited'

export const dynamic = 'force-dynamic'

/** An id and a password fit in far less; nothing bigger is read or parsed. */
const UNLOCK_BODY_LIMIT = 4 * 1024

const noStore = { 'cache-control': 'private, no-store' }

/** The same-site path the form was sent from (its Referer), else the site root. */
function backTo(req: NextRequest): string {
  try {
    const ref = new URL(req.headers.get('referer') ?? '')
    if (ref.host === req.headers.get('host')) return ref.pathname + ref.search
  } catch {}
  return `${req.nextUrl.basePath}/`
}

export async function POST(req: NextRequest) {
  const isForm = (req.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')
  let body: { id?: unknown; password?: unknown }
  try {
    const text = await readLimitedText(req, UNLOCK_BODY_LIMIT)
    body = isForm ? Object.fromEntries(new URLSearchParams(text)) : (JSON.parse(text) ?? {})
  } catch (err) {
    if (err instanceof BodyTooLargeError) return tooLarge(err.limit)
    return NextResponse.json({ ok: false, error: 'bad request' }, { status: 400, headers: noStore })
  }
  const res = await unlock(req, body)
  if (!isForm) return res
  const back = new NextResponse(null, { status: 303, headers: { ...noStore, location: backTo(req) } })
  for (const c of res.cookies.getAll()) back.cookies.set(c)
  return back
}

async function unlock(req: NextRequest, body: { id?: unknown; password?: unknown }): Promise<NextResponse> {
  const id = typeof body.id === 'string' ? body.id : ''
  const given = typeof body.password === 'string' ? body.password : ''
  // the row of whichever language's database has it (ids are unique across databases)
  const found = await siteHolding(id)
  const post = found?.post
  if (!found || !post || !post.locked) return NextResponse.json({ ok: false, error: 'not found' }, { status: 404, headers: noStore })

  // The client's own limits on this article (lib/lock/limiters.ts): never anyone else's, so a
  // reader with the password always has it checked. A refused attempt costs a lookup in memory;
  // only the first refusal of a window is logged.
  const limits = unlockLimits()
  const ip = clientAddress(req.headers, limits.trustedProxies)
  const verdict = await takeAttempt(limits, ip, id)
  if (verdict.wait > 0) {
    if (verdict.firstRefusal) console.warn(`[leafpress] unlock rate limit: ${logValue(ip)} on ${id}; refusing further attempts for ${verdict.wait}s`)
    return NextResponse.json({ ok: false, error: 'too many attempts' }, { status: 429, headers: { ...noStore, 'retry-after': String(verdict.wait) } })
  }
  const password = passwordOf(await getStore(found.edition).getDatabase(), id, getConfig())
  if (!passwordMatches(given, password)) {
    console.warn(`[leafpress] wrong password for ${id} from ${logValue(ip)}`) // never the entered text
    return NextResponse.json({ ok: false, error: 'wrong password' }, { status: 401, headers: noStore })
  }
  await rightPassword(limits, ip, id)
  const res = NextResponse.json({ ok: true }, { headers: noStore })
  res.cookies.set(unlockCookieName(id), unlockToken(id, password), {
    httpOnly: true,
    sameSite: 'lax',
    secure: req.nextUrl.protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https',
    path: '/',
    maxAge: unlockMaxAgeSeconds(),
  })
  return res
}
