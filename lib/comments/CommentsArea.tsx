'use client'
// The comments under an article: one panel per configured system, tabs when there are several.
// Nothing is loaded until the area comes near the viewport; then only the chosen system's
// loader (its own small chunk) and scripts are fetched. "Loading…" shows until it is ready.
import { useEffect, useRef, useState } from 'react'
import { whenActivated } from '@/lib/ui/activation'
import type { CommentPage, Mount } from './mount/types'
import { PROVIDER_LABELS, type CommentProvider, type ProviderName } from './providers'

const LOADERS: Record<ProviderName, () => Promise<{ mount: Mount<never> }>> = {
  twikoo: () => import('./mount/twikoo'),
  waline: () => import('./mount/waline'),
  giscus: () => import('./mount/giscus'),
  artalk: () => import('./mount/artalk'),
  utterances: () => import('./mount/utterances'),
  cusdis: () => import('./mount/cusdis'),
  gitalk: () => import('./mount/gitalk'),
  valine: () => import('./mount/valine'),
}

/** How far below the viewport the area starts loading, so comments are there on arrival. */
const NEAR = '600px 0px'

export interface CommentsLabels {
  loading: string
  error: string
  tabs: string
}

function Panel({ provider, page, labels }: { provider: CommentProvider; page: CommentPage; labels: CommentsLabels }) {
  const ref = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading')
  useEffect(() => {
    const el = ref.current!
    let cleanup: (() => void) | undefined
    let cancelled = false
    setState('loading')
    LOADERS[provider.name]()
      .then(({ mount }) => (mount as Mount<CommentProvider>)(el, provider, page))
      .then((done) => {
        if (cancelled) return done()
        cleanup = done
        setState('ready')
      })
      .catch((err) => {
        if (cancelled) return
        console.error(`[leafpress] ${provider.name} comments could not load:`, err)
        setState('error')
      })
    return () => {
      cancelled = true
      cleanup?.()
    }
  }, [provider, page])
  return (
    <>
      {state !== 'ready' && (
        <p className="leafpress-comments-status" role="status">
          {state === 'loading' ? labels.loading : labels.error}
        </p>
      )}
      <div ref={ref} />
    </>
  )
}

export function CommentsArea({ providers, page, labels }: { providers: CommentProvider[]; page: CommentPage; labels: CommentsLabels }) {
  const box = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(false)
  const [active, setActive] = useState(0)
  // Systems opened so far stay mounted when the reader switches tabs (no reload, no lost draft).
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]))

  useEffect(() => {
    const el = box.current!
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        setNear(true)
        io.disconnect()
      }
    }, { rootMargin: NEAR })
    // a prerendered page loads no comment system (some count views) until it is shown
    const stopWaiting = whenActivated(() => io.observe(el))
    return () => {
      stopWaiting()
      io.disconnect()
    }
  }, [])

  const choose = (i: number) => {
    setActive(i)
    setOpened((s) => new Set(s).add(i))
  }

  return (
    <div ref={box} className="leafpress-comments" data-testid="comments">
      {providers.length > 1 && (
        <div role="tablist" aria-label={labels.tabs} className="leafpress-comments-tabs">
          {providers.map((p, i) => (
            <button
              key={p.name}
              type="button"
              role="tab"
              id={`comments-tab-${p.name}`}
              aria-selected={i === active}
              aria-controls={`comments-panel-${p.name}`}
              data-testid={`comments-tab-${p.name}`}
              onClick={() => choose(i)}
            >
              {PROVIDER_LABELS[p.name]}
            </button>
          ))}
        </div>
      )}
      {providers.map((p, i) => (
        <div
          key={p.name}
          id={`comments-panel-${p.name}`}
          role={providers.length > 1 ? 'tabpanel' : undefined}
          aria-labelledby={providers.length > 1 ? `comments-tab-${p.name}` : undefined}
          hidden={i !== active}
          data-testid={`comments-panel-${p.name}`}
        >
          {near && opened.has(i) ? (
            <Panel provider={p} page={page} labels={labels} />
          ) : (
            <p className="leafpress-comments-status" role="status">
              {labels.loading}
            </p>
          )}
        </div>
      ))}
    </div>
  )
}
