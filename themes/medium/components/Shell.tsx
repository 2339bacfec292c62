// The frame of every medium page: the thin left rail (desktop), the reading column under its
// sticky top bar with the footer at its end, the right panel (wide desktop), the bottom menu bar
// (phones) and the floating bits (to top, loading bar, search overlay). Server component; the
// behaviour is the kit's small islands. Wrapped in <SendOnce> so its island-free markup is sent
// once, as HTML (lib/ui/send-once).
import type { ReactNode } from 'react'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import ToTop from '@/lib/ui/kit/ToTop'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { mediumConfig } from '../config'
import { Glyph } from '../icons'
import Dock from './Dock'
import Footer from './Footer'
import Panel from './Panel'
import Rail from './Rail'
import TopBar from './TopBar'

export default function Shell({ ctx, children, toc = [] }: { ctx: ThemeContext; children: ReactNode; toc?: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <SendOnce>
      <div className="medium min-h-screen pb-[var(--md-dock)] lg:pb-0">
        <LoadingCover id="md-loading" label={t.loading} className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden">
          <div className="md-loading-bar h-full w-2/5 bg-[var(--md-accent)]" />
        </LoadingCover>
        <Rail ctx={ctx} />
        <div className="flex lg:pl-[4.5rem]">
          <div className="flex min-h-screen min-w-0 flex-1 flex-col">
            <TopBar ctx={ctx} />
            <main id="main" className="mx-auto w-full max-w-[44rem] flex-1 px-5 pt-8 pb-16 md:px-8 md:pt-12">
              {children}
            </main>
            <Footer ctx={ctx} />
          </div>
          <Panel ctx={ctx} toc={toc} />
        </div>
        <Dock ctx={ctx} toc={toc} />
        {mediumConfig.MEDIUM_WIDGET_TO_TOP && (
          <ToTop
            label={t.toTop}
            className="md-icon-btn fixed right-4 bottom-[calc(var(--md-dock)+1rem)] z-30 border border-[var(--md-line)] bg-[var(--md-bg)] shadow-md transition-all duration-300 data-[shown=false]:pointer-events-none data-[shown=false]:translate-y-2 data-[shown=false]:opacity-0 lg:right-7 lg:bottom-6 xl:right-[24rem]"
          >
            <Glyph name="up" />
          </ToTop>
        )}
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
