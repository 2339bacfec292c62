// The frame of every nobelium screen: the sticky top bar, one narrow column, the footer, and in
// the lower right corner the contents button (articles, small screens) and jump-to-top. Server
// component; behaviour comes from the kit's islands. <SendOnce> sends the island-free markup
// once, as HTML (lib/ui/send-once).
import type { ReactNode } from 'react'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import ToTop from '@/lib/ui/kit/ToTop'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import { SearchSlot } from '@/lib/theme-kit/slots'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nobeliumConfig } from '../config'
import { Up } from '../icons'
import Footer from './Footer'
import Nav from './Nav'
import { ContentsDrawer, hasContents } from './Contents'

export default function Frame({ ctx, children, toc }: { ctx: ThemeContext; children: ReactNode; toc?: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <SendOnce>
      <div className="nb flex min-h-screen flex-col">
        <LoadingCover id="nb-loading" label={t.loading} className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5">
          <div className="nb-loading-line h-full bg-[var(--nb-fg)]" />
        </LoadingCover>
        <Nav ctx={ctx} />
        <main id="main" className="nb-col flex-1 pt-6 pb-16 md:pt-10">
          {children}
        </main>
        <Footer ctx={ctx} />
        <div className="fixed right-4 bottom-5 z-30 flex flex-col items-center gap-1">
          {hasContents(toc) && <ContentsDrawer items={toc!} label={t.toc} closeLabel={t.close} />}
          {nobeliumConfig.NOBELIUM_WIDGET_TO_TOP && (
            <ToTop
              label={t.toTop}
              className="nb-btn bg-[var(--nb-bg)] transition-opacity duration-300 data-[shown=false]:pointer-events-none data-[shown=false]:opacity-0"
            >
              <Up size={22} />
            </ToTop>
          )}
        </div>
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
