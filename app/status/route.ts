// /status — the publishing status page for editors (lib/status): behind LEAFPRESS_STATUS_PASSWORD
// (a 404 when it is not set), rendered here on the server as plain HTML, never cached.
//   GET                   the page, or the password form (401) without a valid session cookie
//   POST action=login     checks the password (rate-limited per client like the lock), sets the cookie
//   POST action=recheck   reads the database from the source now, then shows the page again
// A site in several languages has one per database: /status for the default language's, /en/status
// for the one under /en (the proxy names the language: lib/route/edition-header.ts).
import { NextResponse } from 'next/server'
import { getConfig } from '@/lib/config'
import { readNotionWebhookSettings } from '@/lib/config/deployment'
import { clientAddress } from '@/lib/lock/client-address'
import { rightPassword, takeAttempt, unlockLimits } from '@/lib/lock/limiters'
import { previewLink } from '@/lib/preview/sign'
import { webhookState } from '@/lib/notion-webhook/state'
import { getSite } from '@/lib/site/data'
import { STATUS_COOKIE, STATUS_SESSION_MS, samePassword, sessionToken, sessionValid, statusAddress, statusPassword } from '@/lib/status/auth'
import { loginPage, statusPage } from '@/lib/status/page'
import { rowReports, type DataReport } from '@/lib/status/report'
import { getStore } from '@/lib/workspace'
import { editionOfRequest } from '@/lib/route/edition-header'
import { editionPath, type Edition } from '@/lib/site/editions'

export const dynamic = 'force-dynamic'

const PRIVATE = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' }
/** the rate limiter's "article": the status page's own attempts */
const LIMIT_KEY = 'status-page'

const html = (body: string, status = 200, extra: Record<string, string> = {}) => new NextResponse(body, { status, headers: { ...PRIVATE, ...extra } })
const notFound = () => new NextResponse('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

function cookieOf(req: Request): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${STATUS_COOKIE}=([^;]*)`).exec(req.headers.get('cookie') ?? '')
  return m?.[1]
}

/** A moment in the site's time zone, with the zone named. */
function when(ms: number): string {
  const zone = getConfig().TIMEZONE
  const text = new Intl.DateTimeFormat('en-CA', { timeZone: zone, dateStyle: 'short', timeStyle: 'medium', hourCycle: 'h23' }).format(new Date(ms))
  return `${text} ${zone}`
}

async function render(edition: Edition, flash?: string): Promise<NextResponse> {
  const cfg = getConfig()
  const store = getStore(edition)
  const site = await getSite(edition)
  const { loadedAt, lastError } = store.status()
  const data: DataReport = {
    source: store.source.kind,
    loadedAt,
    lastError,
    nextRefreshAt: loadedAt + cfg.REVALIDATE_SECONDS * 1000,
    webhook: { verified: !!readNotionWebhookSettings(process.env).token, ...webhookState() },
    schedule: cfg.SCHEDULE_POSTS,
    timeZone: cfg.TIMEZONE,
  }
  const rows = rowReports({ site, cfg, failures: store.pageFailures(), previewLink: (id) => previewLink(id, cfg.SUB_PATH + editionPath(edition, '')), when })
  return html(statusPage({ siteTitle: site.info.title, action: statusAddress(edition), data, rows, when, flash }))
}

export async function GET(req: Request) {
  const password = statusPassword(process.env)
  if (!password) return notFound()
  const edition = editionOfRequest(req.headers)
  if (!sessionValid(cookieOf(req), password, Date.now())) return html(loginPage(statusAddress(edition)), 401)
  return render(edition)
}

export async function POST(req: Request) {
  const password = statusPassword(process.env)
  if (!password) return notFound()
  const edition = editionOfRequest(req.headers)
  const form = await req.formData().catch(() => null)
  const what = String(form?.get('action') ?? '')
  if (what === 'login') {
    const limits = unlockLimits()
    const client = clientAddress(req.headers, limits.trustedProxies)
    const verdict = await takeAttempt(limits, client, LIMIT_KEY)
    // the wait is in seconds already (lib/lock/rate-limit.ts), until every window takes an attempt
    if (verdict.wait) return html(loginPage(statusAddress(edition), `Too many attempts: try again in ${verdict.wait} seconds.`), 429, { 'retry-after': String(verdict.wait) })
    if (!samePassword(String(form?.get('password') ?? ''), password)) return html(loginPage(statusAddress(edition), 'Wrong password.'), 401)
    await rightPassword(limits, client, LIMIT_KEY)
    const secure = new URL(req.url).protocol === 'https:' ? '; Secure' : ''
    return new NextResponse(null, {
      status: 303,
      headers: {
        location: statusAddress(edition),
        'cache-control': 'private, no-store',
        'set-cookie': `${STATUS_COOKIE}=${sessionToken(password, Date.now())}; Path=${statusAddress(edition)}; Max-Age=${STATUS_SESSION_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
      },
    })
  }
  if (!sessionValid(cookieOf(req), password, Date.now())) return html(loginPage(statusAddress(edition)), 401)
  if (what === 'recheck') {
    const store = getStore(edition)
    // what changed expires the pages that show it, on every instance (lib/freshness/publish.ts)
    await store.refresh()
    const { lastError } = store.status()
    return render(edition, lastError ? `Re-checked: the source failed (${lastError}); the last good data is kept.` : 'Re-checked: the database was read from the source just now.')
  }
  return render(edition)
}
