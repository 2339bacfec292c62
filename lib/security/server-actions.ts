// Leafpress defines no Server Actions (no "use server" anywhere: tests/unit/server-actions.test.ts
// keeps it so). Next still takes a POST naming an action (`next-action` header), or a multipart
// form posted where it draws a page, for a Server Action call, looks the id up and logs a warning
// with a stack trace for each one it cannot find — so a flood of made-up ids fills the log. The
// proxy refuses such requests before Next sees them; this module says which they are, answers
// them, and counts them in one log line a minute at most.
import { NextResponse } from 'next/server'

/** Route handlers that read a form a client posts (lib/status): the one place a multipart POST
 * is not Next's Server Action call. Path without the language prefix. */
const FORM_ENDPOINT = /^\/status\/?$/

/**
 * Whether Next would take the request for a Server Action call (of which Leafpress has none): a
 * POST naming an action, or a multipart form posted anywhere Next draws a page — an unknown
 * address too (its not-found page), so every path but the form endpoints.
 */
export function serverActionCall(method: string, headers: Pick<Headers, 'has' | 'get'>, path: string): boolean {
  if (method !== 'POST') return false
  // as Next's getServerActionRequestMetadata reads them
  return headers.has('next-action') || (!!headers.get('content-type')?.startsWith('multipart/form-data') && !FORM_ENDPOINT.test(path))
}

/** The answer: no such action, never cached. Next's own header for it, so a Next client reacts
 * as to Next's answer (an action of another deployment). */
export function actionRefused(): NextResponse {
  return new NextResponse('Server Action not found.', {
    status: 404,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-nextjs-action-not-found': '1' },
  })
}

const MINUTE = 60_000

/**
 * Counts refusals and logs at most one line a minute: the first refusal after a quiet minute at
 * once (someone is at it), then the number refused since, each minute while they go on.
 */
export class RefusalTally {
  private count = 0
  private waiting = false

  constructor(
    private log: (line: string) => void = (line) => console.warn(line),
    /** runs `fn` in `ms` (the clock the tests drive) */
    private later: (fn: () => void, ms: number) => void = (fn, ms) => void setTimeout(fn, ms).unref(),
  ) {}

  refused(): void {
    this.count++
    if (!this.waiting) this.flush()
  }

  private flush = () => {
    this.waiting = this.count > 0
    if (!this.waiting) return
    this.log(`[leafpress] refused ${this.count} server-action request${this.count === 1 ? '' : 's'} with unknown ids in the last minute (this site has no Server Actions)`)
    this.count = 0
    this.later(this.flush, MINUTE)
  }
}
