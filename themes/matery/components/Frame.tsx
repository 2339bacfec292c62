// The frame of every matery page: skip link, the loading spinner, the top bar (over the cover
// band each page starts with), the band itself (`band`: hero, banner or article header), the
// page's content, the footer, the floating buttons and the search overlay. A server
// component; the behaviour sits in the kit's small islands it places. Wrapped in <SendOnce>
// so its island-free markup is sent as HTML only, not again in the RSC payload.
import type { ReactNode } from 'react'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { labels } from '@/lib/theme-kit/labels'
import { SearchSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import FabGroup from './FabGroup'
import Footer from './Footer'
import TopBar from './TopBar'

/** While another page loads: a material circular spinner on a raised disc over a light veil. */
const SPINNER = (
  <>
    <span className="absolute inset-0 bg-[var(--m-bg)]/40" />
    <svg viewBox="0 0 50 50" width="64" height="64" aria-hidden="true" className="relative rounded-full bg-[var(--m-card)] p-3.5 shadow-[var(--m-z3)]">
      <circle className="m-spinner" cx="25" cy="25" r="20" fill="none" stroke="#0f9d58" strokeWidth="4.5" />
    </svg>
  </>
)

export const MAIN_ID = 'matery-main'
/** what follows the band */
export const CONTENT_ID = 'matery-content'

export default function Frame({
  ctx,
  band,
  toc = null,
  children,
}: {
  ctx: ThemeContext
  /** the coloured band under the top bar */
  band: ReactNode
  /** an article's contents, for the floating drawer button on small screens */
  toc?: TocEntry[] | null
  children: ReactNode
}) {
  const t = labels(ctx)
  return (
    <SendOnce>
      <div className="matery flex min-h-screen flex-col">
        <a
          href={`#${MAIN_ID}`}
          className="sr-only z-[80] rounded bg-[var(--m-card)] px-4 py-2 text-[var(--m-accent)] shadow-[var(--m-z3)] focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          {labels(ctx).skipToContent}
        </a>
        <LoadingCover id="matery-loading" label={t.loading} className="pointer-events-none fixed inset-0 z-[70] grid place-items-center data-[loading=false]:hidden">
          {SPINNER}
        </LoadingCover>
        <TopBar ctx={ctx} />
        {/* the band is the top of the main content: its heading is the page's <h1> */}
        <main id={MAIN_ID} className="flex-1">
          {band}
          <div id={CONTENT_ID} className="relative scroll-mt-20">
            {children}
          </div>
        </main>
        <Footer ctx={ctx} />
        <FabGroup ctx={ctx} toc={toc} />
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
