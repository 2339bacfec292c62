// Deep merge of a locale over the base strings. Only the base's keys survive (a stray key in a
// translation cannot add surface), and any key a translation lacks, or holds with the wrong
// type, falls back to the base value.
export type DeepPartialStrings<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartialStrings<T[K]> }

export function mergeStrings<T extends object>(base: T, override: DeepPartialStrings<T> | null | undefined): T {
  const out: Record<string, unknown> = {}
  const over = (override ?? {}) as Record<string, unknown>
  for (const [key, baseValue] of Object.entries(base)) {
    const value = Object.prototype.hasOwnProperty.call(over, key) ? over[key] : undefined
    if (baseValue !== null && typeof baseValue === 'object') {
      out[key] = mergeStrings(baseValue as object, isPlainObject(value) ? (value as object) : undefined)
    } else {
      out[key] = typeof value === 'string' ? value : baseValue
    }
  }
  return out as T
}

function isPlainObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value)
}
