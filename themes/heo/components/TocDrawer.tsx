// Small screens: a floating TOC button opening the contents in a sheet from the bottom (the
// kit's Drawer; the list is drawn on first open, so it does not repeat the sidebar's list in
// every article's HTML).
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { CloseIcon, ListIcon } from '../icons'

export default function TocDrawer({ items, label, closeLabel, className = '' }: { items: TocEntry[]; label: string; closeLabel: string; className?: string }) {
  return (
    <Drawer
      id="heo-toc-drawer"
      label={label}
      trigger={<ListIcon />}
      triggerClassName={className}
      backdropClassName="fixed inset-0 z-40 bg-black/30 transition-opacity data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed right-0 bottom-0 left-0 z-50 max-h-[60vh] overflow-y-auto rounded-t-2xl border-t border-[var(--heo-border)] bg-[var(--heo-card)] p-4 pb-8 shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-y-full"
      closeIcon={<CloseIcon size={16} />}
      closeLabel={closeLabel}
      closeClassName="absolute top-3 right-3 rounded-full p-1.5 hover:bg-black/5 dark:hover:bg-white/10"
      lazy
    >
      <p className="mb-2 pr-10 font-bold">{label}</p>
      <TocList items={items} indent={24} className="heo-toc" listClassName="space-y-0.5 text-sm" linkClassName="heo-toc-link" />
    </Drawer>
  )
}
