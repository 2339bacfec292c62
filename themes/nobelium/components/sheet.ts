// The look of nobelium's two sheets (the phone menu from the top, the contents from the bottom):
// a faint veil behind, a flat panel on the page colour with a hairline, sliding from its edge.
// Spread into the kit's Drawer.
const VEIL =
  'fixed inset-0 z-40 bg-black/20 transition-opacity duration-200 data-[open=false]:pointer-events-none data-[open=false]:opacity-0 dark:bg-black/50'
const PANEL = 'fixed inset-x-0 z-50 overflow-y-auto bg-[var(--nb-bg)] text-[var(--nb-text)] outline-none transition-[transform,visibility] duration-300 data-[open=false]:invisible'
const EDGE = {
  top: 'top-0 max-h-[85vh] border-b border-[var(--nb-line)] px-6 pt-4 pb-8 data-[open=false]:-translate-y-full',
  bottom: 'bottom-0 mx-auto max-h-[65vh] max-w-[42rem] border-t border-[var(--nb-line)] px-6 pt-5 pb-10 data-[open=false]:translate-y-full',
}

export function sheet(edge: keyof typeof EDGE, close: string) {
  return { backdropClassName: VEIL, panelClassName: `${PANEL} ${EDGE[edge]}`, closeClassName: `nb-btn ${close}` }
}
