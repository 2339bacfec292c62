// Reads blog.config.ts, applies environment overrides and checks every value. Pure: the
// environment is passed in, so tests can feed any combination.
import type { BlogConfigFile } from '@/blog.config'
import { CHECKS, envName } from './schema'
import { ConfigError } from './error'
import { parseEnvValue } from './settings'

export { ConfigError }

export type SiteConfig = BlogConfigFile


type Env = Record<string, string | undefined>

function describe(v: unknown): string {
  return typeof v === 'string' ? JSON.stringify(v) : String(v)
}

export function loadConfig(file: BlogConfigFile, env: Env): SiteConfig {
  const problems: string[] = []
  const out: Record<string, unknown> = {}

  const readKey = (key: string, fallback: unknown, parent: string | null): unknown => {
    const name = envName(parent, key)
    const label = parent ? `${parent}.${key}` : key
    const raw = env[name]
    let value = fallback
    let source = 'blog.config.ts'
    if (raw !== undefined && raw !== '') {
      const parsed = parseEnvValue(raw, fallback as string | number | boolean)
      if ('error' in parsed) {
        problems.push(`${label} = ${describe(raw)} (from env ${name}): ${parsed.error}`)
        return fallback
      }
      value = parsed.value
      source = `from env ${name}`
    }
    if (typeof value !== typeof fallback) {
      problems.push(`${label} = ${describe(value)} (${source}): use a ${typeof fallback}`)
      return fallback
    }
    const fix = CHECKS[label]?.(value) ?? (parent && !String(value).trim() ? 'use a non-empty name' : null)
    if (fix) problems.push(`${label} = ${describe(value)} (${source}): ${fix}`)
    return value
  }

  for (const [key, fallback] of Object.entries(file)) {
    if (fallback && typeof fallback === 'object') {
      const nested: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(fallback)) nested[k] = readKey(k, v, key)
      out[key] = nested
    } else {
      out[key] = readKey(key, fallback, null)
    }
  }
  if (problems.length) throw new ConfigError(problems)
  return out as SiteConfig
}
