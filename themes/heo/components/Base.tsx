// The frame of every heo page: top bar, an optional full-width band (notice bar and hero, or
// the article header), the content column with the right sidebar (xl and up), the footer and
// the floating buttons. Server component; behaviour lives in the small islands it places.
// Wrapped in <SendOnce>: its island-free markup (most of the page) is sent as HTML only, not
// again in the RSC payload (lib/ui/send-once).
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { heoConfig } from '../config'
import { ArrowUpIcon, CommentIcon } from '../icons'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import ToTop from '@/lib/ui/kit/ToTop'
import TocDrawer from './TocDrawer'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import Footer from './Footer'
import Header from './Header'
import Sidebar from './Sidebar'

const FLOAT =
  'flex h-9 w-9 md:h-10 md:w-10 items-center justify-center rounded-full border border-[var(--heo-border)] bg-[var(--heo-card)] shadow-md transition-colors hover:border-[var(--heo-accent)] hover:bg-[var(--heo-accent-bg)] hover:text-white'

export default function Base({
  ctx,
  children,
  top,
  onCover = false,
  toc,
  comments = false,
  sidebar = true,
}: {
  ctx: ThemeContext
  children: ReactNode
  /** full-width content between the top bar and the columns */
  top?: ReactNode
  /** the top of the page is a dark cover band: the bar's text is white there */
  onCover?: boolean
  toc?: TocEntry[]
  /** the page has a comments section (#comment) */
  comments?: boolean
  sidebar?: boolean
}) {
  const t = labels(ctx)
  const hasToc = heoConfig.HEO_WIDGET_TOC && !!toc && toc.length >= 3
  const toComment = comments && heoConfig.HEO_WIDGET_TO_COMMENT
  // Phones float nothing (a button there would sit on the ends of text lines): the contents
  // button is in the top bar below xl, and dark mode and "to top" are there too (its reading-
  // progress button goes to the top). Wider screens: the floating column (comments, to top)
  // sits 1 rem from the window's edge; every band of the page then keeps a gutter wide enough
  // for it on both sides (heo.css, .heo[data-floats]), so the edges stay even and no button
  // covers a card.
  const floats = toComment || heoConfig.HEO_WIDGET_TO_TOP
  return (
    <SendOnce>
      <div className="heo flex min-h-screen flex-col" data-floats={floats ? '' : undefined}>
        <LoadingCover
          id="heo-loading"
          label={t.loading}
          className="pointer-events-none fixed inset-0 z-[60] transition-opacity duration-300 data-[loading=false]:opacity-0"
        >
          <div className="absolute inset-0 bg-[var(--heo-bg)]/50 backdrop-blur-[2px]" />
          <div className="absolute top-0 right-0 left-0 h-1 overflow-hidden">
            <div className="heo-loading-bar h-full w-2/5 rounded-full bg-[var(--heo-accent-bg)]" />
          </div>
        </LoadingCover>
        <Header
          ctx={ctx}
          onCover={onCover}
          tocButton={hasToc ? <TocDrawer items={toc!} label={t.toc} closeLabel={t.close} className="heo-icon-btn xl:hidden" /> : null}
        />
        {top}
        <main id="main" className="heo-band mx-auto flex w-full max-w-[86rem] flex-1 gap-4 pt-4">
          <div className="min-w-0 flex-1">{children}</div>
          {/* below 93 rem the sidebar gives up 40 px to the wider gutter, so the article keeps its width */}
          {sidebar && <Sidebar ctx={ctx} toc={toc} className="max-[93rem]:w-[260px]" />}
        </main>
        <Footer ctx={ctx} />
        <div className="heo-float fixed right-1.5 bottom-4 z-30 flex flex-col gap-2 md:right-4">
          {toComment && (
            <a href="#comment" aria-label={t.comments} title={t.comments} className={`${FLOAT} max-md:hidden`}>
              <CommentIcon />
            </a>
          )}
          {heoConfig.HEO_WIDGET_TO_TOP && (
            <ToTop label={t.toTop} className={`${FLOAT} max-md:hidden transition-all duration-300 data-[shown=false]:pointer-events-none data-[shown=false]:translate-y-2 data-[shown=false]:opacity-0`}>
              <ArrowUpIcon />
            </ToTop>
          )}
        </div>
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
