// SLOT: the page frame. Every screen is drawn inside it, top to bottom:
//   loading cover · header (title + nav) · [page bar, articles only] · main: the page-title
//   block, then the content column + right sidebar (below the content on phones) · footer ·
//   floating buttons (TOC drawer on phones, back to top) · the search overlay.
// Server component; the behaviour lives in the kit's small islands each part places.
// <SendOnce> sends the island-free markup (most of the page) as HTML only, not twice.
import type { ReactNode } from 'react'
import { SearchSlot } from '@/lib/theme-kit/slots'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import type { ThemeContext } from '@/lib/theme-kit/types'
import BackToTop from './BackToTop'
import Footer from './Footer'
import Header from './Header'
import LoadingBar from './LoadingBar'
import Sidebar from './Sidebar'
import TocDrawer from './TocDrawer'

export default function Frame({
  ctx,
  title,
  bar,
  toc,
  children,
}: {
  ctx: ThemeContext
  /** the page-title block (a <PageTitle>) */
  title: ReactNode
  /** a strip between the header and the title block (the article's page bar, which holds the
   *  screen's search button) */
  bar?: ReactNode
  /** an article's headings: the sidebar's catalog and the phone's TOC drawer */
  toc?: TocEntry[]
  children: ReactNode
}) {
  const catalog = toc?.length ? toc : undefined
  return (
    <SendOnce>
      <div className="example flex min-h-screen flex-col">
        <LoadingBar ctx={ctx} />
        {/* the page bar brings its own search button: the header's would be a second one */}
        <Header ctx={ctx} search={!bar} />
        {bar}
        <main id="main" className="flex-1">
          {title}
          <div className="mx-auto flex w-full max-w-6xl flex-col gap-10 px-4 py-10 lg:flex-row">
            <div className="example-content min-w-0 flex-1">{children}</div>
            <Sidebar ctx={ctx} toc={catalog} />
          </div>
        </main>
        <Footer ctx={ctx} />
        <div className="fixed right-4 bottom-4 z-30 flex flex-col gap-2">
          {catalog && <TocDrawer ctx={ctx} items={catalog} />}
          <BackToTop ctx={ctx} />
        </div>
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
