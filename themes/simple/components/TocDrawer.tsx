// Phones and tablets (no sidebar beside the article): a floating catalog button opening the
// contents in a panel from the right, drawn on first open.
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { CloseGlyph, ListGlyph } from '../icons'

export default function TocDrawer({ items, label, closeLabel }: { items: TocEntry[]; label: string; closeLabel: string }) {
  return (
    <Drawer
      id="simple-toc-drawer"
      label={label}
      trigger={<ListGlyph size={18} />}
      triggerClassName="simple-float lg:hidden"
      backdropClassName="fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed top-0 right-0 bottom-0 z-50 w-[80vw] max-w-xs overflow-y-auto border-l border-[var(--s-line)] bg-[var(--s-bg)] px-5 pt-4 pb-10 text-[var(--s-text)] outline-none transition-transform duration-200 data-[open=false]:invisible data-[open=false]:translate-x-full"
      closeIcon={<CloseGlyph size={20} />}
      closeLabel={closeLabel}
      closeClassName="simple-icon-btn absolute top-2 right-2"
      lazy
    >
      <p className="simple-widget-title mr-10">{label}</p>
      <TocList items={items} indent={14} listClassName="simple-toc" linkClassName="simple-toc-link" />
    </Drawer>
  )
}
