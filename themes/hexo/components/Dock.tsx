// The floating button stack on the right: the TOC drawer (articles with headings), to the
// comments (posts), light/dark, and back to the top once the reader has scrolled. The stack is
// its own stacking layer: while its drawer is open it rises above the top bar.
import DarkModeToggle from '@/lib/ui/kit/DarkModeToggle'
import Drawer from '@/lib/ui/kit/Drawer'
import ToTop from '@/lib/ui/kit/ToTop'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { Glyph } from '../icons'
import type { Words } from '../words'

export default function Dock({ w, toc, comments }: { w: Words; toc: TocEntry[] | null; comments: boolean }) {
  return (
    <div className="hexo-dock fixed right-3 bottom-6 z-30 has-[[data-open=true]]:z-[60] flex flex-col overflow-hidden rounded-xl bg-[var(--hx-fill)] shadow-lg shadow-black/20 md:right-5">
      {toc && (
        <Drawer
          id="hexo-toc-drawer"
          label={w.toc}
          trigger={<Glyph name="toc" size={19} />}
          triggerClassName="hexo-dock-btn"
          backdropClassName="fixed inset-0 z-50 bg-black/40 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
          panelClassName="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-[var(--hx-card)] p-5 text-[var(--hx-ink)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full"
          closeIcon={<Glyph name="close" size={20} />}
          closeLabel={w.close}
          closeClassName="self-end rounded-full p-2 hover:bg-[var(--hx-soft)]"
          lazy
        >
          <p className="mb-3 flex items-center gap-2 border-b border-[var(--hx-line)] pb-3 font-semibold">
            <Glyph name="toc" size={17} className="text-[var(--hx-accent)]" />
            {w.toc}
          </p>
          <TocList items={toc} indent={12} listClassName="flex flex-col" linkClassName="hexo-toc-link" />
        </Drawer>
      )}
      {comments && (
        <a href="#comment" aria-label={w.comments} title={w.comments} className="hexo-dock-btn">
          <Glyph name="chat" size={19} />
        </a>
      )}
      <DarkModeToggle label={w.darkMode} className="hexo-dock-btn">
        <Glyph name="moon" size={19} className="dark:hidden" />
        <Glyph name="sun" size={19} className="hidden dark:inline-block" />
      </DarkModeToggle>
      <ToTop label={w.toTop} className="hexo-dock-btn data-[shown=false]:hidden">
        <Glyph name="up" size={19} />
      </ToTop>
    </div>
  )
}
