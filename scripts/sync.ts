// npm run sync [-- --out DIR]
// Copies the Notion workspace configured in the environment (NOTION_PAGE_ID for the web API, or
// NOTION_TOKEN + NOTION_DATABASE_ID for the official API) into a snapshot folder: by default
// LEAFPRESS_SNAPSHOT_DIR, else ./snapshot. Run it again to bring the copy up to date: only pages
// edited since are fetched. Serve the copy with LEAFPRESS_SNAPSHOT_DIR=<folder> and no Notion
// settings. A site in several languages (a database per language, `<id>,en-US:<id>`) copies
// every database: the others into `<folder>-<prefix>` (or the folder LEAFPRESS_SNAPSHOT_DIR names
// for that language). The logic is in lib/workspace/sync.ts.
import path from 'node:path'
import { readImageSettings, readSiteSources, type SourceSettings } from '../lib/config/deployment'
import { ConfigError } from '../lib/config/load'
import { imageHostAllowList } from '../lib/media/file-urls'
import { safeFetch } from '../lib/media/safe-fetch'
import { sourceOf } from '../lib/workspace'
import { syncWorkspace, type PageChange } from '../lib/workspace/sync'

const SHOWN = 30

function outDir(args: string[]): string {
  const i = args.indexOf('--out')
  const given = i >= 0 ? args[i + 1] : args.find((a) => a.startsWith('--out='))?.slice('--out='.length)
  if (i >= 0 && !given) throw new ConfigError(['--out needs a folder, e.g. npm run sync -- --out snapshot'])
  return path.resolve(given || process.env.LEAFPRESS_SNAPSHOT_DIR?.split(',')[0].trim() || 'snapshot')
}

/** The folder LEAFPRESS_SNAPSHOT_DIR names for a language (`…,en-US:snapshot-en`), if any. */
function namedDir(locale: string): string | null {
  for (const entry of (process.env.LEAFPRESS_SNAPSHOT_DIR ?? '').split(',').slice(1)) {
    const m = /^([^:/]+)(?:\/[^:]*)?:(.+)$/.exec(entry.trim())
    if (m && m[1] === locale) return path.resolve(m[2].trim())
  }
  return null
}

function list(mark: string, changes: PageChange[]) {
  for (const c of changes.slice(0, SHOWN)) console.log(`    ${mark} ${c.title} (${c.id})`)
  if (changes.length > SHOWN) console.log(`    … and ${changes.length - SHOWN} more`)
}

async function syncOne(settings: SourceSettings, out: string, label: string) {
  let requests = 0
  const source = sourceOf(settings, process.env, () => requests++)
  const allowHost = imageHostAllowList(readImageSettings(process.env).allowedHosts)
  console.log(`Syncing ${label}${source.kind} into ${out} …`)
  const r = await syncWorkspace({
    source,
    outDir: out,
    download: (url) => safeFetch(url, { allowHost }),
    log: (line) => console.log(line),
  })
  console.log(`Synced in ${(r.ms / 1000).toFixed(1)} s`)
  console.log(`  pages: ${r.added.length} added, ${r.updated.length} updated, ${r.removed.length} removed, ${r.unchanged} unchanged`)
  list('+', r.added)
  list('~', r.updated)
  list('-', r.removed)
  const failed = r.files.failed ? `, ${r.files.failed} failed (their pages are fetched again next time)` : ''
  console.log(`  files: ${r.files.downloaded} downloaded, ${r.files.kept} kept, ${r.files.removed} removed${failed}`)
  console.log(
    `  Notion: ${requests} requests (${r.calls.database} database read, ${r.calls.pages} page reads, ${r.calls.signatures} file signatures)`,
  )
}

const shown = (dir: string) => {
  const rel = path.relative(process.cwd(), dir)
  return !rel || rel.startsWith('..') ? dir : rel
}

async function main() {
  const out = outDir(process.argv.slice(2))
  const { primary, others } = readSiteSources(process.env)
  if (primary.kind === 'snapshot') {
    throw new ConfigError([
      'npm run sync copies a Notion workspace, and none is configured: set NOTION_PAGE_ID (a public database page), ' +
        'or NOTION_TOKEN and NOTION_DATABASE_ID (an integration)',
    ])
  }
  await syncOne(primary, out, others.length ? 'the default language: ' : '')
  const dirs = [shown(out)]
  for (const other of others) {
    const dir = namedDir(other.locale) ?? `${out}-${other.prefix}`
    await syncOne(other.value, dir, `${other.locale} (/${other.prefix}): `)
    dirs.push(`${other.locale}${other.prefix === other.locale.split('-')[0].toLowerCase() ? '' : `/${other.prefix}`}:${shown(dir)}`)
  }
  console.log(`Serve it with LEAFPRESS_SNAPSHOT_DIR=${dirs.join(',')} and no Notion settings.`)
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Sync failed: ${(err as Error).message}`)
  process.exit(1)
})
