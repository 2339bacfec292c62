// simple's small pure decisions, shared by the frame and the sidebar.
import type { TocEntry } from '@/lib/ui/kit/TocList'
import { simpleConfig } from './config'

/** An article gets a catalog (sidebar and phone drawer) from two headings up, when it is on. */
export const showsCatalog = (toc: TocEntry[] | undefined): toc is TocEntry[] => simpleConfig.SIMPLE_WIDGET_TOC && (toc?.length ?? 0) >= 2

/** The classes of the theme and language pickers (footer and phone drawer). */
export const PICKER_CLASSES = {
  className: 'flex items-center gap-2 text-sm',
  buttonClassName: 'grid h-9 w-9 place-items-center border border-[var(--s-line)] text-[var(--s-text)] hover:border-[var(--s-red)] hover:text-[var(--s-red)]',
  selectClassName: 'h-9 border border-[var(--s-line)] bg-[var(--s-bg)] px-2 text-[var(--s-text)]',
}
