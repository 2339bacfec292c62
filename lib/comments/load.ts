// Loading a comment system's script and stylesheet in the browser, each at most once per page
// (switching tabs or pages reuses what is already there).
const loaded = new Map<string, Promise<void>>()

export function isLoaded(src: string): boolean {
  return loaded.has(src)
}

function add(key: string, make: () => HTMLScriptElement | HTMLLinkElement): Promise<void> {
  let done = loaded.get(key)
  if (!done) {
    done = new Promise<void>((resolve, reject) => {
      const el = make()
      el.onload = () => resolve()
      el.onerror = () => {
        loaded.delete(key) // a later attempt (next page, next tab) may succeed
        reject(new Error(`could not load ${key}`))
      }
      document.head.appendChild(el)
    })
    loaded.set(key, done)
  }
  return done
}

export function loadScript(src: string): Promise<void> {
  return add(src, () => {
    const s = document.createElement('script')
    s.src = src
    s.async = true
    return s
  })
}

export function loadStyle(href: string): Promise<void> {
  return add(href, () => {
    const l = document.createElement('link')
    l.rel = 'stylesheet'
    l.href = href
    return l
  })
}

/** For embeds that place their iframe next to their own script tag (Giscus, Utterances). */
export function appendScript(parent: HTMLElement, src: string, attrs: Record<string, string>) {
  const s = document.createElement('script')
  s.src = src
  s.async = true
  s.crossOrigin = 'anonymous'
  for (const [k, v] of Object.entries(attrs)) s.setAttribute(k, v)
  parent.appendChild(s)
}

export const isDark = () => document.documentElement.classList.contains('dark')

/** A child element with a fresh id, for systems that take a CSS selector instead of an element. */
export function target(parent: HTMLElement, prefix: string): { el: HTMLDivElement; selector: string } {
  const el = document.createElement('div')
  el.id = `${prefix}-${Math.random().toString(36).slice(2, 10)}`
  parent.appendChild(el)
  return { el, selector: `#${el.id}` }
}
