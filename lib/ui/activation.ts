// Prerendering (speculation rules, lib/ui/speculation-rules.ts): a page a reader is about to
// open may be loaded and run in the background before they open it, or never opened at all.
// Anything with an effect outside the page — counting a view, loading analytics, ads, a
// comment system or a chat widget, playing music — waits until the page is really shown:
// `document.prerendering` false, else the `prerenderingchange` event.
import { useEffect, useState, type ReactNode } from 'react'

/** Runs `run` now when the page is shown, else once it is activated. Returns a canceller. */
export function whenActivated(run: () => void): () => void {
  const d = document as Document & { prerendering?: boolean }
  if (!d.prerendering) {
    run()
    return () => {}
  }
  const on = () => run()
  document.addEventListener('prerenderingchange', on, { once: true })
  return () => document.removeEventListener('prerenderingchange', on)
}

/** True once the page is shown (never during a prerender; false in the server render). */
export function useActivated(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => whenActivated(() => setShown(true)), [])
  return shown
}

/** Its children once the page is shown (for third-party scripts: analytics, widgets). */
export function AfterActivation({ children }: { children: ReactNode }) {
  return useActivated() ? children : null
}
