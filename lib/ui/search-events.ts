// The "open search" action: any button anywhere can open the search overlay without importing
// it (the overlay listens for this event), so themes stay decoupled from the overlay's code.
export const OPEN_SEARCH_EVENT = 'leafpress:open-search'

export function openSearch(query?: string) {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT, { detail: { query } }))
}
