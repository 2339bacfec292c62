// The frame of every fukasawa page: the fixed white sidebar on the left (desktop; folded away
// by the bar's button, the choice put back before paint on the next pages), the bar, the
// content on the warm grey page, the footer, and the floating buttons (TOC on phones, to top).
// Server component wrapped in <SendOnce> (lib/ui/send-once): the island-free markup goes out
// once, as HTML.
import type { ReactNode } from 'react'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import ToTop from '@/lib/ui/kit/ToTop'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { toggleRestoreScript } from '@/lib/ui/kit/toggle-memory'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { fukasawaConfig as fk } from '../config'
import { Glyph } from '../icons'
import Footer from './Footer'
import Side from './Side'
import TocDrawer from './TocDrawer'
import TopBar, { ASIDE_CLOSED, ASIDE_ID, ASIDE_MEMORY } from './TopBar'

export default function Frame({ ctx, children, toc }: { ctx: ThemeContext; children: ReactNode; toc?: TocEntry[] }) {
  const t = labels(ctx)
  const contents = fk.FUKASAWA_WIDGET_TOC && toc && toc.length > 0 ? toc : undefined
  return (
    <>
      {fk.FUKASAWA_SIDEBAR_COLLAPSIBLE && <script dangerouslySetInnerHTML={{ __html: toggleRestoreScript(ASIDE_CLOSED, ASIDE_MEMORY) }} />}
      <SendOnce>
        <div className="fukasawa min-h-screen">
          <LoadingCover id="fk-loading" label={t.loading} className="pointer-events-none fixed inset-x-0 top-0 z-[70] h-[3px]">
            <div className="fk-loading-bar h-full bg-[var(--fk-accent)]" />
          </LoadingCover>
          <div className="fk-main flex min-h-screen flex-col">
            <TopBar ctx={ctx} />
            <main id="main" className="flex-1 px-3 pt-4 pb-10 sm:px-5 lg:px-6 lg:pt-0">
              {children}
            </main>
            <Footer ctx={ctx} />
          </div>
          <aside id={ASIDE_ID} aria-label={ctx.site.info.title} className="fk-aside">
            <Side ctx={ctx} toc={contents} where="column" />
          </aside>
          {/* the floating buttons sit above the phone bar, so the TOC sheet they open covers it */}
          <div className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-2.5">
            {contents && <TocDrawer items={contents} label={t.toc} closeLabel={t.close} />}
            {fk.FUKASAWA_WIDGET_TO_TOP && (
              <ToTop
                label={t.toTop}
                className="fk-float transition-all duration-300 data-[shown=false]:pointer-events-none data-[shown=false]:translate-y-3 data-[shown=false]:opacity-0"
              >
                <Glyph name="up" size={20} />
              </ToTop>
            )}
          </div>
          <SearchSlot ctx={ctx} />
        </div>
      </SendOnce>
    </>
  )
}
