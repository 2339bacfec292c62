// Static markup of a server tree that mounts lazy islands (lib/ui/lazy-island.tsx): what
// renderToStaticMarkup gives for eager islands, but waiting for each island's import as the
// server render does (renderToStaticMarkup would give the Suspense fallback), without the
// Suspense and text-separator comments React writes into streamed HTML.
import type { ReactNode } from 'react'
import { prerender } from 'react-dom/static'

export async function renderSettled(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node)
  const html = await new Response(prelude).text()
  return html.replace(/<!--\/?\$-->|<!-- -->/g, '')
}
