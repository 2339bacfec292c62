// Visitor preference cookies, written in the browser. Readable by the proxy on the next request
// (theme, lang) or by the inline dark-mode script (darkMode). One year, whole site.
const YEAR = 60 * 60 * 24 * 365

export function setPreference(name: 'theme' | 'lang' | 'darkMode', value: string, basePath = '') {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=${basePath || '/'}; max-age=${YEAR}; samesite=lax`
}

/** The theme after `current` in the registry order, wrapping around. */
export function nextTheme(names: readonly string[], current: string): string {
  const i = names.indexOf(current)
  return names[(i + 1) % names.length]
}

/** The current URL with ?theme= set, so the choice shows in the address and survives links. */
export function withTheme(href: string, theme: string): string {
  const url = new URL(href)
  url.searchParams.set('theme', theme)
  return url.pathname + url.search + url.hash
}
