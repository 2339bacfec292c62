// One warning per distinct problem per process: a bad record map rendered a thousand times must
// not flood the logs, yet every new kind of problem is still reported once.
const seen = new Set<string>()
const MAX_KEYS = 1000

export function warnOnce(key: string, message: string): void {
  if (seen.has(key)) return
  if (seen.size < MAX_KEYS) seen.add(key)
  console.warn(`[leafpress/render] ${message}`)
}

/** Test helper: forget what was already reported. */
export function resetWarnings(): void {
  seen.clear()
}
