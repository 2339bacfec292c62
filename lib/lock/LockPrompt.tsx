'use client'
// The password prompt shown instead of a locked article's body. It posts the password to the
// server; on success the server sets the unlock cookie and the page loads again, once: the proxy
// now routes this URL to the unlocked variant (a full load, like every navigation: lib/ui/navigate.ts).
import { useEffect, useState, type FormEvent } from 'react'
import { format } from '@/lib/i18n/format'

export interface LockStrings {
  tips: string
  error: string
  submit: string
  /** '… try again in {seconds} seconds.' */
  tooMany: string
}

/** The wait a 429 asks for, from its Retry-After header (seconds), 60 when absent. */
export function retryAfterSeconds(header: string | null): number {
  const n = Number(header)
  return Number.isFinite(n) && n > 0 ? Math.ceil(n) : 60
}

export function LockPrompt({ postId, strings, basePath }: { postId: string; strings: LockStrings; basePath: string }) {
  const [error, setError] = useState('')
  const [shake, setShake] = useState(0)
  const [busy, setBusy] = useState(false)
  // until hydrated the form posts natively (see app/api/unlock): data-ready says the island runs
  const [ready, setReady] = useState(false)
  useEffect(() => setReady(true), [])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const password = new FormData(e.currentTarget).get('password')
    setBusy(true)
    try {
      const res = await fetch(`${basePath}/api/unlock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: postId, password }),
      })
      if (res.ok) {
        setError('')
        location.reload()
        return
      }
      setError(res.status === 429 ? format(strings.tooMany, { seconds: retryAfterSeconds(res.headers.get('retry-after')) }) : strings.error)
      setShake((n) => n + 1)
    } catch {
      setError(strings.error)
      setShake((n) => n + 1)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="leafpress-lock" onSubmit={submit} method="post" action={`${basePath}/api/unlock`} data-testid="article-lock" data-ready={ready || undefined}>
      <input type="hidden" name="id" value={postId} />
      <p className="leafpress-lock-title">{strings.tips}</p>
      <div className="leafpress-lock-row">
        <input
          name="password"
          type="password"
          required
          autoComplete="off"
          aria-label={strings.tips}
          className="leafpress-lock-input"
        />
        <button type="submit" disabled={busy} className="leafpress-lock-button">
          {strings.submit}
        </button>
      </div>
      {error && (
        <p key={shake} role="alert" className="leafpress-lock-error">
          {error}
        </p>
      )}
    </form>
  )
}
