// The bottom-right corner: the TOC drawer button on small screens (articles), the dark-mode
// switch, and NexT's back-to-top button that shows the percent read.
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import ScrollProgress from '@/lib/ui/kit/ScrollProgress'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { nextConfig } from '../config'
import { Glyph } from '../icons'
import { words } from '../words'
import Sheet from './Sheet'

export default function Corner({ ctx, toc }: { ctx: ThemeContext; toc: TocEntry[] | null }) {
  const w = words(ctx)
  return (
    <div className="nx-corner fixed right-3 bottom-3 z-40 flex flex-col items-end gap-1.5 lg:right-4 lg:bottom-4">
      {toc && (
        <Sheet
          id="nx-toc-drawer"
          label={w.toc}
          closeLabel={w.close}
          glyph="toc"
          buttonClassName="nx-corner-btn lg:hidden"
          from="right"
          className="px-4 pt-4"
          lazy
        >
          {/* drawn on first open, so kept small: markup of 200 bytes and more without an island
              is sent once, as HTML (lib/ui/send-once), which a lazy panel does not have */}
          <p className="nx-panel-title pr-10">{w.toc}</p>
          <TocList items={toc} indent={12} className="nx-toc" listClassName="nx-toc-list" linkClassName="nx-toc-link" />
        </Sheet>
      )}
      {nextConfig.NEXT_DARK_MODE_BUTTON && (
        <DarkModeToggle label={w.darkMode} className="nx-corner-btn">
          <Glyph name="sun" size={15} className="hidden dark:block" />
          <Glyph name="moon" size={15} className="dark:hidden" />
        </DarkModeToggle>
      )}
      {nextConfig.NEXT_BACK_TO_TOP && (
        <ScrollProgress label={w.toTop} suffix="%" doneIcon={<Glyph name="up" size={13} />} className="nx-back-to-top" />
      )}
    </div>
  )
}
