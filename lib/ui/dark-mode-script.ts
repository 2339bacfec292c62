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

export function darkModeScript(s: AppearanceSettings): string {
  return `(function(){try{var d=(${isDark.toString()})(${JSON.stringify(s)},{cookie:document.cookie,search:location.search,prefersDark:matchMedia('(prefers-color-scheme: dark)').matches,hour:new Date().getHours()});var c=document.documentElement.classList;c.add(d?'dark':'light');c.remove(d?'light':'dark')}catch(e){}})()`
}
