// The inline script that turns the browser's instant jump to a URL's #anchor (a heading, an
// archive month) into a smooth scroll 180 ms after the document is parsed, so the reader sees
// where they land. It runs in <head>, before the anchor exists: the hash leaves the address
// (nothing to jump to), then comes back as the scroll starts. Reduced motion: an instant jump,
// still after the page is there. Anything that is not a plain id is left to the browser.

export const HASH_SCROLL_DELAY_MS = 180

/** The id a hash names, or null when it names none (empty, malformed escapes). */
export function anchorId(hash: string): string | null {
  if (hash.length < 2 || hash[0] !== '#') return null
  try {
    return decodeURIComponent(hash.slice(1)) || null
  } catch {
    return null
  }
}

function hashScroll(delay: number, idOf: (hash: string) => string | null) {
  const hash = location.hash
  const id = idOf(hash)
  if (!id) return
  const bare = location.pathname + location.search
  history.replaceState(history.state, '', bare)
  document.addEventListener('DOMContentLoaded', () => {
    setTimeout(() => {
      history.replaceState(history.state, '', bare + hash)
      const target = document.getElementById(id)
      const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches
      target?.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    }, delay)
  })
}

export function hashScrollScript(): string {
  return `(${hashScroll.toString()})(${HASH_SCROLL_DELAY_MS},${anchorId.toString()})`
}
