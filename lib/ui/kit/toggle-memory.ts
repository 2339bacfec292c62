// Where a Toggle (./Toggle.tsx) keeps its state between page loads, and the inline script that
// puts it back on <html> before the page is painted (so a remembered state never shifts the
// page after load). Plain module: the script is placed by a server component, the island
// writes through `rememberToggle`.

/** 'true' or null: the state remembered under `key` (null when storage is unavailable). */
export function recalledToggle(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

export function rememberToggle(key: string, on: boolean): void {
  try {
    if (on) localStorage.setItem(key, 'true')
    else localStorage.removeItem(key)
  } catch {
    // private mode or storage off: the state lasts for this page only
  }
}

/**
 * The source of an inline script that sets `attr="true"` on <html> when the state under `key`
 * is on. Place it before the elements styled by the attribute. Both values are written as JSON
 * strings, so nothing in them can end the script.
 */
export function toggleRestoreScript(attr: string, key: string): string {
  const a = JSON.stringify(attr).replace(/</g, '\\u003c')
  const k = JSON.stringify(key).replace(/</g, '\\u003c')
  return `try{localStorage.getItem(${k})==='true'&&document.documentElement.setAttribute(${a},'true')}catch(e){}`
}
