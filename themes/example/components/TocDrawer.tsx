// SLOT: TOC drawer (phones and tablets). A round floating button opening the catalog in a sheet
// from the bottom (the kit's Drawer; the list is drawn on first open).
import { labels } from '@/lib/theme-kit/labels'
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import type { ThemeContext } from '@/lib/theme-kit/types'
import { CloseIcon, ListIcon } from '../icons'

export default function TocDrawer({ ctx, items }: { ctx: ThemeContext; items: TocEntry[] }) {
  const t = labels(ctx)
  return (
    <Drawer
      id="example-toc-drawer"
      label={t.toc}
      trigger={<ListIcon size={20} />}
      triggerClassName="example-btn example-float lg:hidden"
      lazy
      backdropClassName="fixed inset-0 z-40 bg-black/40 transition-opacity data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed inset-x-0 bottom-0 z-50 max-h-[70vh] overflow-y-auto rounded-t-lg border-t border-ex-line bg-ex-page p-5 text-ex-text outline-none transition-transform data-[open=false]:invisible data-[open=false]:translate-y-full"
      closeIcon={<CloseIcon />}
      closeLabel={t.close}
      closeClassName="example-btn absolute top-2 right-2"
    >
      <p className="mb-3 text-ex-muted">{t.toc}</p>
      <TocList items={items} indent={12} linkClassName="example-toc-link" />
    </Drawer>
  )
}
