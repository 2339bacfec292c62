// The frame of every hexo page: the top bar over a cover band, then the content with the
// sidebar on the right (below it on phones and tablets), the footer and the floating buttons.
// Server component; wrapped in <SendOnce> so its island-free markup is sent as HTML only once.
import type { ReactNode } from 'react'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { hexoConfig } from '../config'
import { words } from '../words'
import Aside from './Aside'
import Dock from './Dock'
import Footer from './Footer'
import TopNav from './TopNav'

export default function Frame({
  ctx,
  band,
  toc,
  comments = false,
  children,
}: {
  ctx: ThemeContext
  /** the cover band at the top (it holds the page's <h1>) */
  band: ReactNode
  /** an article's headings (the sidebar's TOC card and the drawer) */
  toc?: TocEntry[]
  /** the page has a comments section (#comment) */
  comments?: boolean
  children: ReactNode
}) {
  const w = words(ctx)
  const drawerToc = toc && hexoConfig.HEXO_WIDGET_TOC_MIN > 0 && toc.length >= hexoConfig.HEXO_WIDGET_TOC_MIN ? toc : null
  return (
    <SendOnce>
      <div className="hexo flex min-h-screen flex-col">
        <a href="#hexo-main" className="sr-only z-50 rounded bg-[var(--hx-fill)] px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
          {w.skipToContent}
        </a>
        <LoadingCover
          id="hexo-loading"
          label={w.loading}
          className="pointer-events-none fixed inset-0 z-[60] flex items-center justify-center bg-[var(--hx-page)]/60 transition-opacity duration-300 data-[loading=false]:opacity-0"
        >
          <span className="hexo-spin block h-10 w-10 rounded-full border-4 border-[var(--hx-fill)]/25 border-t-[var(--hx-fill)]" />
        </LoadingCover>
        <TopNav ctx={ctx} />
        {band}
        <div id="hexo-main" className="mx-auto flex w-full max-w-6xl flex-1 scroll-mt-16 flex-col gap-6 px-3 pt-8 sm:px-4 lg:flex-row">
          <main className="min-w-0 flex-1">{children}</main>
          <Aside ctx={ctx} toc={toc} />
        </div>
        <Footer ctx={ctx} dock={<Dock w={w} toc={drawerToc} comments={comments && hexoConfig.HEXO_WIDGET_TO_COMMENT} />} />
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
