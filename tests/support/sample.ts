// The sample workspace's site model, read straight from the snapshot, so tests can name the
// posts they expect instead of hard-coding titles.
import fs from 'node:fs'
import path from 'node:path'
import blogConfig from '@/blog.config'
import { loadConfig } from '@/lib/config/load'
import { buildSite, type SiteIndex } from '@/lib/site/site'
import { normalizeRecordMap } from '@/lib/workspace/records'

export const SAMPLE_DIR = path.resolve(__dirname, '../../content/sample')

let site: SiteIndex | undefined

export function sampleSite(): SiteIndex {
  site ??= siteOf(SAMPLE_DIR)
  return site
}

/** The site model of any snapshot folder (e.g. one written by scripts/gen-workspace.ts). */
export function siteOf(dir: string): SiteIndex {
  return buildSite(normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(dir, 'database.json'), 'utf8'))), loadConfig(blogConfig, {}))
}

/** A page's record map from the sample snapshot (32-hex id). */
export function samplePage(id: string) {
  return normalizeRecordMap(JSON.parse(fs.readFileSync(path.join(SAMPLE_DIR, 'pages', `${id}.json`), 'utf8')))
}
