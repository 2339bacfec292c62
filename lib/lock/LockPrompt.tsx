'use client'
// The password prompt shown instead of a locked article's body. It posts the password to the
// server; on success the server sets the unlock cookie and the page loads again, once: the proxy
// now routes this URL to the unlocked variant (a full load, like every navigation: lib/ui/navigate.ts).
// In a static export (`sealed`: the address of the page's sealed body) there is no server: the
// password opens the sealed body in the browser instead (lib/export/client/open-in-page.ts, loaded
// only then), with the same messages; a password that opened it is kept for the tab's session.
import { useEffect, useState, type ComponentType, type FormEvent } from 'react'
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

const openInPage = () => import('@/lib/export/client/open-in-page')

export function LockPrompt({ postId, strings, basePath, sealed }: { postId: string; strings: LockStrings; basePath: string; sealed?: string }) {
  const [error, setError] = useState('')
  const [shake, setShake] = useState(0)
  const [busy, setBusy] = useState(false)
  // until hydrated the form posts natively (see app/api/unlock): data-ready says the island runs
  const [ready, setReady] = useState(false)
  /** a sealed body shown in place: the body's behaviour (images, copy buttons), mounted after it */
  const [Opened, setOpened] = useState<ComponentType | null>(null)
  useEffect(() => {
    setReady(true)
    if (sealed) void openInPage().then((m) => m.reopen(sealed, postId, setOpened))
  }, [sealed, postId])

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const password = new FormData(e.currentTarget).get('password')
    setBusy(true)
    try {
      if (sealed) {
        if (await (await openInPage()).open(sealed, postId, String(password ?? ''), setOpened)) return
        throw Error() // refused like a wrong password on the server (below)
      }
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

  if (Opened) return <Opened />
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
