// The tabs' behaviour (blocks/tabs.tsx), loaded by NotionBehaviour only on a page that has tabs,
// so other pages carry none of it. Every panel is already in the markup: a click, the arrow keys
// or Home/End select a tab and show its panel; a hash or an in-page link naming an element inside
// a hidden panel (a table of contents entry) opens that panel's tab, and those of tabs around it.

/** Shows a tab's panel and hides its siblings'; `focus` moves the focus to the tab. */
function selectTab(tab: Element, focus?: boolean) {
  for (const other of tab.parentElement?.children ?? []) {
    const on = other === tab
    other.setAttribute('aria-selected', String(on))
    other.setAttribute('tabindex', on ? '0' : '-1')
    const panel = document.getElementById(other.getAttribute('aria-controls') ?? '')
    if (panel) panel.hidden = !on
  }
  if (focus) (tab as HTMLElement).focus()
}

/** Opens every tab whose hidden panel holds the element, outermost first; true when one opened. */
function reveal(element: Element | null): boolean {
  const panels: HTMLElement[] = []
  for (let panel = element?.closest<HTMLElement>('.notion-tab-panel'); panel; panel = panel.parentElement?.closest('.notion-tab-panel')) panels.unshift(panel)
  let opened = false
  for (const panel of panels) {
    const tab = panel.hidden && document.getElementById(panel.getAttribute('aria-labelledby') ?? '')
    if (tab) (selectTab(tab), (opened = true))
  }
  return opened
}

const KEYS: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at) => at + 1,
  ArrowLeft: (at) => at - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
}

/** Starts listening; returns the function that stops. `targetOf` names the element a hash points at. */
export function startTabs(targetOf: (hash: string) => Element | null): () => void {
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null
    const tab = target?.closest?.('.notion-tab')
    if (tab) return selectTab(tab)
    // before the browser's jump to the anchor: the heading must be showing
    const anchor = target?.closest?.('a[href*="#"]') as HTMLAnchorElement | null
    if (anchor && anchor.pathname === location.pathname) reveal(targetOf(anchor.hash))
  }
  const onKey = (event: KeyboardEvent) => {
    const tab = (event.target as Element | null)?.closest?.('.notion-tab')
    const move = Object.hasOwn(KEYS, event.key) ? KEYS[event.key] : undefined
    if (!tab || !move) return
    const tabs = [...tab.parentElement!.children]
    event.preventDefault()
    selectTab(tabs[(move(tabs.indexOf(tab), tabs.length) + tabs.length) % tabs.length], true)
  }
  const onHash = () => void reveal(targetOf(location.hash))
  // This module loads after the page: the head's hash script (lib/ui/hash-scroll-script.ts) has
  // already tried to scroll to the address's heading (nothing to scroll to in a hidden panel), and
  // the router may have dropped the hash from the address by then. The navigation's own URL keeps it.
  const first = targetOf(location.hash || new URL((performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.name || '#', location.href).hash)
  if (reveal(first)) first!.scrollIntoView({ block: 'start' })
  document.addEventListener('click', onClick)
  document.addEventListener('keydown', onKey)
  window.addEventListener('hashchange', onHash)
  return () => {
    document.removeEventListener('click', onClick)
    document.removeEventListener('keydown', onKey)
    window.removeEventListener('hashchange', onHash)
  }
}
