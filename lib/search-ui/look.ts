// The search dialog's frame and field, shared with the stand-in drawn while the dialog's code
// loads (SearchModal), so the one becomes the other without a visible change.
export const OVERLAY_CLASS = 'fixed inset-0 z-[100] flex items-start justify-center bg-black/40 px-4 pt-[10vh] backdrop-blur-sm'
/** the panel, after its name (leafpress-search, or leafpress-search-pending for the stand-in) */
export const PANEL_CLASS =
  'flex max-h-[80vh] w-full max-w-xl flex-col gap-3 rounded-(--lp-search-radius) bg-(--lp-search-bg) p-5 text-(--lp-search-fg) shadow-2xl'
export const FIELD_CLASS =
  'h-11 w-full shrink-0 rounded-lg border-2 border-neutral-200 bg-transparent px-3 outline-none focus:border-(--lp-search-accent) dark:border-neutral-700'
