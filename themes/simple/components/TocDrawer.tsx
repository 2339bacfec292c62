// Phones and tablets (no sidebar beside the article): a floating catalog button opening the
// contents in a panel from the right, drawn on first open.
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { CloseGlyph, ListGlyph } from '../icons'

/** the drawers' shade and panel (the side and its slide-out are added per drawer) */
export const SHADE = 'fixed inset-0 z-50 bg-black/50 transition-opacity duration-200 data-[open=false]:pointer-events-none data-[open=false]:opacity-0'
export const SHEET =
  'fixed top-0 bottom-0 z-50 w-[80vw] max-w-xs overflow-y-auto border-[var(--s-line)] bg-[var(--s-bg)] px-5 pt-4 pb-10 text-[var(--s-text)] outline-none transition-transform duration-200 data-[open=false]:invisible'

export default function TocDrawer({ items, label, closeLabel }: { items: TocEntry[]; label: string; closeLabel: string }) {
  return (
    <Drawer
      lazy
      id="simple-toc-drawer"
      label={label}
      closeLabel={closeLabel}
      trigger={<ListGlyph size={18} />}
      closeIcon={<CloseGlyph size={20} />}
      triggerClassName="simple-float lg:hidden"
      closeClassName="simple-icon-btn absolute top-2 right-2"
      backdropClassName={SHADE}
      panelClassName={`${SHEET} right-0 border-l data-[open=false]:translate-x-full`}
    >
      <p className="simple-widget-title mr-10">{label}</p>
      <TocList items={items} indent={14} listClassName="simple-toc" linkClassName="simple-toc-link" />
    </Drawer>
  )
}
