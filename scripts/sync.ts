// npm run sync [-- --out DIR]
// Copies the Notion workspace configured in the environment (NOTION_PAGE_ID for the web API, or
// NOTION_TOKEN + NOTION_DATABASE_ID for the official API) into a snapshot folder: by default
// LEAFPRESS_SNAPSHOT_DIR, else ./snapshot. Run it again to bring the copy up to date: only pages
// edited since are fetched. Serve the copy with LEAFPRESS_SNAPSHOT_DIR=<folder> and no Notion
// settings. The logic is in lib/workspace/sync.ts.
import path from 'node:path'
import { readImageSettings, readSourceSettings } from '../lib/config/deployment'
import { ConfigError } from '../lib/config/load'
import { imageHostAllowList } from '../lib/media/file-urls'
import { safeFetch } from '../lib/media/safe-fetch'
import { createSource } from '../lib/workspace'
import { syncWorkspace, type PageChange } from '../lib/workspace/sync'

const SHOWN = 30

function outDir(args: string[]): string {
  const i = args.indexOf('--out')
  const given = i >= 0 ? args[i + 1] : args.find((a) => a.startsWith('--out='))?.slice('--out='.length)
  if (i >= 0 && !given) throw new ConfigError(['--out needs a folder, e.g. npm run sync -- --out snapshot'])
  return path.resolve(given || process.env.LEAFPRESS_SNAPSHOT_DIR?.trim() || 'snapshot')
}

function list(mark: string, changes: PageChange[]) {
  for (const c of changes.slice(0, SHOWN)) console.log(`    ${mark} ${c.title} (${c.id})`)
  if (changes.length > SHOWN) console.log(`    … and ${changes.length - SHOWN} more`)
}

async function main() {
  const out = outDir(process.argv.slice(2))
  const settings = readSourceSettings(process.env)
  if (settings.kind === 'snapshot') {
    throw new ConfigError([
      'npm run sync copies a Notion workspace, and none is configured: set NOTION_PAGE_ID (a public database page), ' +
        'or NOTION_TOKEN and NOTION_DATABASE_ID (an integration)',
    ])
  }
  let requests = 0
  const source = createSource(process.env, () => requests++)
  const allowHost = imageHostAllowList(readImageSettings(process.env).allowedHosts)
  console.log(`Syncing ${source.kind} into ${out} …`)
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
  const shown = path.relative(process.cwd(), out)
  console.log(`Serve it with LEAFPRESS_SNAPSHOT_DIR=${!shown || shown.startsWith('..') ? out : shown} and no Notion settings.`)
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Sync failed: ${(err as Error).message}`)
  process.exit(1)
})
