// Reads a group of feature settings (SEO, share, comments, analytics, ads, widgets) from the
// environment the way lib/config reads blog.config.ts: each key is its own env var, the value
// is parsed to the type of its default, and every bad value is reported together with the key
// and the fix (ConfigError), so a typo stops the start instead of silently switching a feature
// off. Each feature's `config.ts` holds its defaults and checks; this file only reads.
import { ConfigError } from './error'

export type Env = Record<string, string | undefined>
/** null = fine; otherwise how to fix the value */
export type Check = (value: unknown) => string | null
type Value = string | number | boolean

/** Parses an env string into the type of the default value, or returns the fix. */
export function parseEnvValue(raw: string, fallback: Value): { value: Value } | { error: string } {
  const v = raw.trim()
  if (typeof fallback === 'number') {
    const n = Number(v)
    return v !== '' && Number.isFinite(n) ? { value: n } : { error: 'use a number' }
  }
  if (typeof fallback === 'boolean') {
    if (['true', '1', 'yes', 'on'].includes(v.toLowerCase())) return { value: true }
    if (['false', '0', 'no', 'off'].includes(v.toLowerCase())) return { value: false }
    return { error: 'use true or false' }
  }
  return { value: v }
}

/** The defaults with every key overridden by the env var of the same name, all checked. */
export function readSettings<T extends Record<string, Value>>(defaults: T, checks: Partial<Record<keyof T, Check>>, env: Env): T {
  const problems: string[] = []
  const out: Record<string, Value> = { ...defaults }
  for (const [key, fallback] of Object.entries(defaults)) {
    const raw = env[key]
    if (raw === undefined || raw === '') continue
    const parsed = parseEnvValue(raw, fallback)
    if ('error' in parsed) problems.push(`${key} = ${JSON.stringify(raw)} (from env ${key}): ${parsed.error}`)
    else out[key] = parsed.value
  }
  for (const [key, check] of Object.entries(checks) as Array<[string, Check]>) {
    const fix = check(out[key])
    if (fix) problems.push(`${key} = ${JSON.stringify(out[key])}${env[key] ? ` (from env ${key})` : ''}: ${fix}`)
  }
  if (problems.length) throw new ConfigError(problems)
  return out as T
}

/** Reads once per process: settings are fixed for the life of a server. */
export function memo<T>(read: () => T): () => T {
  let value: T | undefined
  let done = false
  return () => {
    if (!done) {
      value = read()
      done = true
    }
    return value as T
  }
}

// ── Checks shared by the feature settings ─────────────────────────────────────────────────

/** '' (off) or an absolute http(s) URL. */
export const optionalHttpUrl: Check = (v) => {
  if (v === '') return null
  try {
    if (/^https?:$/.test(new URL(String(v)).protocol)) return null
  } catch {}
  return "use an absolute http(s) URL like https://comments.example.com, or '' to turn it off"
}

/** An absolute http(s) URL (required). */
export const httpUrl: Check = (v) => (v === '' ? 'use an absolute http(s) URL' : optionalHttpUrl(v))

/** A site path such as /bg_image.jpg, or an absolute http(s) URL. */
export const pathOrUrl: Check = (v) =>
  typeof v === 'string' && /^\/[^/]/.test(v) ? null : httpUrl(v) && 'use a path like /bg_image.jpg or an http(s) URL'

export const oneOf = (list: readonly string[]): Check => (v) =>
  typeof v === 'string' && list.includes(v) ? null : `use one of: ${list.join(', ')}`

/** A comma-separated list whose items are each one of `list`. */
export const listOf = (list: readonly string[]): Check => (v) => {
  const bad = splitList(String(v)).filter((x) => !list.includes(x))
  return bad.length ? `unknown: ${bad.join(', ')}; use a comma-separated list of: ${list.join(', ')}` : null
}

/** '' or an id made of letters, digits and - _ . : (what analytics, ads and comment services issue). */
export const optionalId: Check = (v) =>
  v === '' || (typeof v === 'string' && /^[\w.:-]+$/.test(v)) ? null : "use the id exactly as the service shows it (letters, digits, - _ . :), or ''"

export const intIn = (min: number, max: number): Check => (v) =>
  Number.isInteger(v) && (v as number) >= min && (v as number) <= max ? null : `use a whole number from ${min} to ${max}`

export function splitList(v: string): string[] {
  return v.split(',').map((s) => s.trim()).filter(Boolean)
}
