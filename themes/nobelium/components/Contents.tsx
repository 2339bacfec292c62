// The catalog (TOC). Wide screens: a quiet list in the margin beside the column, following the
// reader down the article. Smaller screens: a button in the corner opening the list as a sheet
// from the bottom (the kit's Drawer, drawn on first open).
import Drawer from '@/lib/ui/kit/Drawer'
import TocList, { type TocEntry } from '@/lib/ui/kit/TocList'
import { nobeliumConfig } from '../config'
import { Contents, Cross } from '../icons'
import { sheet } from './sheet'

/** A TOC is worth showing from three headings on. */
export const hasContents = (toc?: TocEntry[]) => nobeliumConfig.NOBELIUM_WIDGET_TOC && !!toc && toc.length >= 3

export function ContentsMargin({ items, label }: { items: TocEntry[]; label: string }) {
  return (
    <aside aria-label={label} className="absolute top-0 left-full hidden h-full w-56 pl-12 xl:block">
      <div className="sticky top-24 max-h-[calc(100vh-8rem)] overflow-y-auto text-sm">
        <p className="mb-3 nb-eyebrow text-xs">{label}</p>
        <TocList items={items} indent={12} listClassName="border-l border-[var(--nb-line)] pl-4" linkClassName="nb-toc-link" />
      </div>
    </aside>
  )
}

export function ContentsDrawer({ items, label, closeLabel }: { items: TocEntry[]; label: string; closeLabel: string }) {
  return (
    <Drawer
      id="nb-contents"
      label={label}
      trigger={<Contents size={20} />}
      triggerClassName="nb-btn border border-[var(--nb-line)] bg-[var(--nb-bg)] xl:hidden"
      {...sheet('bottom', 'absolute top-3 right-3')}
      closeIcon={<Cross size={18} />}
      closeLabel={closeLabel}
      lazy
    >
      <p className="mb-3 nb-eyebrow text-xs">{label}</p>
      <TocList items={items} indent={14} listClassName="text-[0.9375rem]" linkClassName="nb-toc-link py-1.5" />
    </Drawer>
  )
}
