// The frame of every landing screen: the loading bar, the top bar, the page, the footer, and in
// the lower right corner the contents button (articles, below xl) and jump-to-top; the search
// overlay. Server component; behaviour comes from the kit's islands. <SendOnce> sends the
// island-free markup once, as HTML (lib/ui/send-once).
import type { ReactNode } from 'react'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import ToTop from '@/lib/ui/kit/ToTop'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { landingConfig } from '../config'
import { Icon } from '../icons'
import { ContentsDrawer } from './Contents'
import Footer from './Footer'
import Header from './Header'

const CORNER = 'ld-icon-btn h-11 w-11 border border-[var(--ld-line)] bg-[var(--ld-card)] shadow-md'

export default function Frame({ ctx, children, toc }: { ctx: ThemeContext; children: ReactNode; toc?: TocEntry[] | null }) {
  const t = labels(ctx)
  return (
    <SendOnce>
      <div className="ld flex min-h-screen flex-col overflow-x-clip">
        <LoadingCover id="ld-loading" label={t.loading} className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-[3px] overflow-hidden">
          <div className="ld-loading-bar h-full w-2/5 rounded-full bg-gradient-to-r from-[var(--ld-from)] to-[var(--ld-to)]" />
        </LoadingCover>
        <Header ctx={ctx} />
        <main id="main" className="flex-1">
          {children}
        </main>
        <Footer ctx={ctx} />
        <div className="fixed right-4 bottom-5 z-30 flex flex-col items-center gap-2">
          {toc && <ContentsDrawer items={toc} label={t.toc} closeLabel={t.close} triggerClassName={`${CORNER} xl:hidden`} />}
          {landingConfig.LANDING_WIDGET_TO_TOP && (
            <ToTop label={t.toTop} className={`${CORNER} transition-all duration-300 data-[shown=false]:pointer-events-none data-[shown=false]:translate-y-2 data-[shown=false]:opacity-0`}>
              <Icon name="arrowUp" />
            </ToTop>
          )}
        </div>
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
