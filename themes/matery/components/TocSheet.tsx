// Phones and tablets: the article's contents in a panel sliding in from the right, opened by a
// floating button (the kit's Drawer; the list is drawn on first open, so the HTML does not
// carry a second copy of the desktop card's list).
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { labels } from '@/lib/theme-kit/labels'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { Icon } from '../icons'

export default function TocSheet({ ctx, items }: { ctx: ThemeContext; items: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <Drawer
      id="matery-toc-sheet"
      label={t.toc}
      trigger={<Icon name="toc" size={22} />}
      triggerClassName="m-fab lg:hidden"
      backdropClassName="fixed inset-0 z-40 bg-black/45 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed inset-y-0 right-0 z-50 flex w-[78vw] max-w-xs flex-col bg-[var(--m-card)] text-[var(--m-text)] shadow-[var(--m-z4)] outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full"
      closeIcon={<Icon name="close" size={20} />}
      closeLabel={t.close}
      closeClassName="absolute top-3 right-3 grid h-9 w-9 place-items-center rounded-full text-white hover:bg-white/15"
      lazy
    >
      <p className="m-ink flex shrink-0 items-center gap-2 px-5 py-4 text-lg font-semibold">
        <Icon name="toc" />
        {t.toc}
      </p>
      <div className="flex-1 overflow-y-auto py-3">
        <TocList items={items} indent={14} listClassName="text-[0.95rem]" linkClassName="m-toc-link" />
      </div>
    </Drawer>
  )
}
