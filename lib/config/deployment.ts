// Settings that belong to a deployment rather than to the site: where the data comes from and
// the server's secrets. Environment only (never in blog.config.ts), checked like the rest.
import path from 'node:path'
import { ConfigError } from './load'

export type SourceSettings =
  | { kind: 'snapshot'; dir: string }
  | { kind: 'notion-web'; pageId: string; apiBaseUrl?: string; tokenV2?: string }

type Env = Record<string, string | undefined>

export function readSourceSettings(env: Env, cwd = process.cwd()): SourceSettings {
  const problems: string[] = []
  const pageId = env.NOTION_PAGE_ID?.trim()
  const base = env.NOTION_API_BASE_URL?.trim()
  if (base) {
    try {
      if (!/^https?:$/.test(new URL(base).protocol)) throw new Error()
    } catch {
      problems.push(`NOTION_API_BASE_URL = ${JSON.stringify(base)}: use an http(s) URL such as https://www.notion.so/api/v3`)
    }
  }
  if (pageId) {
    const hex = pageId.split('?')[0].split('-').join('').slice(-32)
    if (!/^[0-9a-f]{32}$/i.test(hex)) {
      problems.push(`NOTION_PAGE_ID = ${JSON.stringify(pageId)}: use the 32-character id of your database page (the hex at the end of its Notion URL)`)
    }
    if (problems.length) throw new ConfigError(problems)
    return { kind: 'notion-web', pageId: hex.toLowerCase(), apiBaseUrl: base || undefined, tokenV2: env.NOTION_TOKEN_V2 || undefined }
  }
  if (problems.length) throw new ConfigError(problems)
  const dir = path.resolve(cwd, env.LEAFPRESS_SNAPSHOT_DIR?.trim() || 'content/sample')
  return { kind: 'snapshot', dir }
}
