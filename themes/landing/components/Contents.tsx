// The catalog (TOC). Wide screens: a sticky card beside the article with a blue rule on the
// heading being read. Below xl: a round corner button opening the list as a panel that rises
// from the bottom (the kit's Drawer, drawn on first open).
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { landingConfig } from '../config'
import { Icon } from '../icons'

/** The article's headings as TOC entries, or null when there are fewer than three (or it is off). */
export function tocOf(headings: Array<{ id: string; text: string; indentLevel: number }>): TocEntry[] | null {
  if (!landingConfig.LANDING_WIDGET_TOC || headings.length < 3) return null
  return headings.map((h) => ({ id: h.id, text: h.text, level: h.indentLevel }))
}

export function ContentsCard({ items, label }: { items: TocEntry[]; label: string }) {
  return (
    <aside aria-label={label} className="hidden max-w-56 xl:block">
      <div className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto text-sm">
        <p className="ld-eyebrow mb-3">{label}</p>
        <TocList items={items} indent={12} listClassName="border-l border-[var(--ld-line)]" linkClassName="ld-toc-link" />
      </div>
    </aside>
  )
}

export function ContentsDrawer({ items, label, closeLabel, triggerClassName }: { items: TocEntry[]; label: string; closeLabel: string; triggerClassName: string }) {
  return (
    <Drawer
      id="ld-contents"
      label={label}
      trigger={<Icon name="contents" />}
      triggerClassName={triggerClassName}
      panelClassName="fixed inset-x-0 bottom-0 z-50 mx-auto max-h-[70vh] max-w-xl overflow-y-auto rounded-t-3xl border-t border-[var(--ld-line)] bg-[var(--ld-bg)] px-6 pt-6 pb-10 shadow-2xl outline-none transition-[transform,visibility] duration-300 data-[open=false]:invisible data-[open=false]:translate-y-full"
      backdropClassName="fixed inset-0 z-40 bg-slate-900/40 transition-opacity duration-300 data-[open=false]:pointer-events-none data-[open=false]:opacity-0"
      closeIcon={<Icon name="cross" />}
      closeLabel={closeLabel}
      closeClassName="ld-icon-btn absolute top-3 right-3"
      lazy
    >
      <p className="ld-eyebrow mb-4">{label}</p>
      <TocList items={items} indent={14} listClassName="border-l border-[var(--ld-line)] text-[0.9375rem]" linkClassName="ld-toc-link py-2" />
    </Drawer>
  )
}
