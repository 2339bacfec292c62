// The frame of every simple page: the optional info bar, the centred masthead, the ruled menu
// bar, the content beside the bordered sidebar (under it on phones), the footer, the floating
// catalog and to-top buttons, and the search overlay. Wrapped in <SendOnce> so its island-free
// markup is sent as HTML only (lib/ui/send-once).
import type { ReactNode } from 'react'
import type { ThemeContext } from '@/lib/theme-kit/types'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import ToTop from '@/lib/ui/kit/ToTop'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import { simpleConfig } from '../config'
import { showsCatalog } from '../logic'
import { UpGlyph } from '../icons'
import Footer from './Footer'
import Masthead from './Masthead'
import NavBar from './NavBar'
import Sidebar from './Sidebar'
import TocDrawer from './TocDrawer'
import TopBar from './TopBar'

interface FrameProps {
  ctx: ThemeContext
  children: ReactNode
  /** the home list: the masthead's title is the page's <h1> */
  siteTitleIsHeading?: boolean
  /** an article's headings (the catalog) */
  toc?: TocEntry[]
  /** false: the content takes the whole width (404) */
  sidebar?: boolean
  /** the sidebar's search box (not on the search page, which has its own) */
  sidebarSearch?: boolean
}

export default function Frame(props: FrameProps) {
  const { ctx, children, toc } = props
  const t = labels(ctx)
  return (
    <SendOnce>
      <div className="simple flex min-h-screen flex-col">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-[70] focus:bg-[var(--s-bg)] focus:px-3 focus:py-2">
          {labels(ctx).skipToContent}
        </a>
        <LoadingCover
          id="simple-loading"
          label={t.loading}
          className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden"
        >
          <div className="simple-loading-line h-full w-2/5 bg-[var(--s-red)]" />
        </LoadingCover>
        <header className="simple-head">
          {simpleConfig.SIMPLE_TOP_BAR ? <TopBar ctx={ctx} /> : null}
          <Masthead ctx={ctx} titleIsHeading={props.siteTitleIsHeading ?? false} />
          <NavBar ctx={ctx} />
        </header>
        <div className="mx-auto w-full max-w-[1200px] flex-1 px-5 lg:flex">
          <main id="main" className="min-w-0 flex-1 pt-10 pb-10 lg:pr-10">
            {children}
          </main>
          {props.sidebar !== false && <Sidebar ctx={ctx} toc={toc} search={props.sidebarSearch !== false} />}
        </div>
        <Footer ctx={ctx} />
        <div className="fixed right-4 bottom-4 z-30 flex flex-col gap-2">
          {showsCatalog(toc) && <TocDrawer items={toc} label={t.toc} closeLabel={t.close} />}
          {simpleConfig.SIMPLE_WIDGET_TO_TOP && (
            <ToTop
              label={t.toTop}
              className="simple-float transition-opacity duration-200 data-[shown=false]:pointer-events-none data-[shown=false]:opacity-0"
            >
              <UpGlyph size={18} />
            </ToTop>
          )}
        </div>
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
