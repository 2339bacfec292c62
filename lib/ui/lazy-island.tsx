// A client island whose code is fetched only on pages that render it.
//
// Turbopack puts every client module a layout or a theme *references* into the chunks every
// page loads, whether the server renders it or not: a server-side switch (feature off, other
// list style, unlocked article) saves no bytes by itself, and `next/dynamic` called from a
// server component does not split either. A tiny client module that calls `lazyIsland(() =>
// import('./Real').then(m => m.Real))` does: the real island becomes an async chunk, requested
// only when this component is actually rendered. The server keeps deciding whether to render it.
//
// Server HTML is unchanged: the server render waits for the import (the boundary's content is
// in the HTML), and hydration keeps that HTML until the chunk arrives. `fallback` is shown only
// when the island first appears on a client navigation, until its chunk is there (default:
// nothing). Use it for islands whose server HTML would otherwise blink away.
//
// Only for islands that are off or absent on most pages: each one costs a request when shown.
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'

export function lazyIsland<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
): ComponentType<P> {
  const Real = lazy(() => load().then((c) => ({ default: c })))
  function Island(props: P) {
    return (
      <Suspense fallback={fallback ? fallback(props) : null}>
        <Real {...props} />
      </Suspense>
    )
  }
  return Island
}
