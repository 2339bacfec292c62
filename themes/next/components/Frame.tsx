// The frame of every next page: the thin dark headband, the phone top bar, the centre column
// (white cards with a soft shadow) with the left column beside it on large screens and the
// right column (announcement, latest posts, categories, tags) on wide ones, the footer,
// the bottom-right corner buttons and the search overlay. A server component; behaviour lives
// in the kit's islands it places. <SendOnce> sends its island-free markup once (lib/ui/send-once).
import type { ReactNode } from 'react'
import { SendOnce } from '@/lib/ui/send-once/SendOnce'
import LoadingCover from '@/lib/ui/kit/LoadingCover'
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { SearchSlot } from '@/lib/theme-kit/slots'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { words } from '../words'
import Aside from './Aside'
import Corner from './Corner'
import Footer from './Footer'
import MobileBar from './MobileBar'
import Widgets from './Widgets'

export default function Frame({ ctx, toc, children }: { ctx: ThemeContext; toc?: TocEntry[]; children: ReactNode }) {
  const w = words(ctx)
  const shown = nextConfig.NEXT_TOC && toc && toc.length >= nextConfig.NEXT_TOC_MIN ? toc : null
  return (
    <SendOnce>
      <div className="nx flex min-h-screen flex-col">
        <div className="nx-headband" aria-hidden="true" />
        <LoadingCover id="nx-loading" label={w.loading} className="nx-loading">
          <div className="nx-loading-bar" />
        </LoadingCover>
        <MobileBar ctx={ctx} />
        {/* from xl the right gutter is wide enough for the corner buttons, clear of the right
            column, and the left one matches it: the three columns sit in the middle */}
        <div className="mx-auto flex w-full max-w-[1160px] flex-1 gap-3 pt-3 sm:px-3 lg:px-4 xl:max-w-[1440px] xl:px-14">
          <main id="main" className="flex min-w-0 flex-1 flex-col gap-3 lg:order-2">
            {children}
          </main>
          <Aside ctx={ctx} toc={shown} />
          <Widgets ctx={ctx} />
        </div>
        <Footer ctx={ctx} />
        <Corner ctx={ctx} toc={shown} />
        <SearchSlot ctx={ctx} />
      </div>
    </SendOnce>
  )
}
