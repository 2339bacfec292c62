// The inline script that sets `dark` or `light` on <html> before first paint. It reads only
// what the browser has (cookie, query, system preference, clock), so the HTML itself stays the
// same for every visitor and can be cached.
//
// Order: cookie `darkMode`, then `?mode=`, then the APPEARANCE setting (auto = dark when the
// system prefers dark or the local hour is inside the dark window).

export interface AppearanceSettings {
  appearance: 'light' | 'dark' | 'auto'
  darkStart: number
  darkEnd: number
}

/** The decision itself, shared by the inline script (via toString) and the unit tests. */
export function isDark(
  s: AppearanceSettings,
  env: { cookie: string; search: string; prefersDark: boolean; hour: number },
): boolean {
  const m = /(?:^|;\s*)darkMode=([^;]*)/.exec(env.cookie)
  if (m) return m[1] === 'true' || m[1] === 'dark'
  const q = /[?&]mode=([^&]*)/.exec(env.search)
  if (q) return q[1] === 'dark'
  if (s.appearance === 'dark') return true
  if (s.appearance === 'light') return false
  const inWindow = s.darkStart > s.darkEnd
    ? env.hour >= s.darkStart || env.hour < s.darkEnd
    : env.hour >= s.darkStart && env.hour < s.darkEnd
  return env.prefersDark || inWindow
}

/**
 * Puts `dark` or `light` on <html> from what the browser has. The decision comes in as a
 * parameter: the inline script embeds this function's source, where `isDark` has no name.
 */
export function applyColorScheme(s: AppearanceSettings, decide: typeof isDark): void {
  const dark = decide(s, {
    cookie: document.cookie,
    search: location.search,
    prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
    hour: new Date().getHours(),
  })
  const classes = document.documentElement.classList
  classes.add(dark ? 'dark' : 'light')
  classes.remove(dark ? 'light' : 'dark')
}

export function darkModeScript(s: AppearanceSettings): string {
  return `(function(){try{(${applyColorScheme.toString()})(${JSON.stringify(s)},${isDark.toString()})}catch(e){}})()`
}
