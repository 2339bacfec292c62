// The table of contents on phones (and on desktops with the sidebar folded away): a round
// button bottom-right opening a white sheet from the right with the headings, the one being
// read marked. Drawn on first open, so the article's HTML holds the list only once.
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { Glyph } from '../icons'

export default function TocDrawer({ items, label, closeLabel }: { items: TocEntry[]; label: string; closeLabel: string }) {
  return (
    <Drawer
      id="fk-toc-drawer"
      label={label}
      trigger={<Glyph name="toc" size={20} />}
      triggerClassName="fk-float fk-toc-fab"
      backdropClassName="fixed inset-0 z-40 bg-black/40 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      panelClassName="fixed inset-y-0 right-0 z-50 w-[80vw] max-w-[19rem] overflow-y-auto bg-[var(--fk-card)] px-6 pt-6 pb-10 text-[var(--fk-ink)] shadow-2xl outline-none transition-transform duration-300 data-[open=false]:invisible data-[open=false]:translate-x-full"
      closeIcon={<Glyph name="close" size={18} />}
      closeLabel={closeLabel}
      closeClassName="fk-icon-btn absolute top-3 right-3"
      lazy
    >
      <p className="fk-block-title mb-4 pr-10">
        <Glyph name="toc" size={15} />
        {label}
      </p>
      <TocList items={items} indent={12} className="fk-toc" listClassName="space-y-px" linkClassName="fk-toc-link" />
    </Drawer>
  )
}
