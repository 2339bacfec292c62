// Sync benchmark: a synthetic workspace of N posts (scripts/gen-workspace.ts) served by the local
// Notion-compatible server, its files on a stand-in for Notion's S3; a full `npm run sync`, then
// a sync after one post was edited. Prints the time and the Notion requests of both; the second
// must load the database and the edited page only.
//   node_modules/.bin/tsx bench/sync.ts [--posts 1000] [--seed bench] [--latency 0] [--rate 0] [--concurrency 8]
// --latency adds ms to every Notion answer; --rate/--concurrency are the throttle's requests per
// second (0 = unlimited) and requests in flight (production defaults: 3 and 3).
import fs from 'node:fs'
import path from 'node:path'
import { safeFetch } from '../lib/media/safe-fetch'
import { NotionWebSource } from '../lib/workspace/notion-web-source'
import { syncWorkspace, type SyncReport } from '../lib/workspace/sync'
import { throttled } from '../lib/workspace/throttle'
import { generateWorkspace } from '../scripts/gen-workspace'
import { filesOnNotion, NOTION_S3, PUBLIC_TEST_ADDRESS, startFileHost } from '../tests/support/file-host'
import { startNotionServer, universeFromSnapshot } from '../tests/support/notion-server'

function arg(name: string, fallback: number): number
function arg(name: string, fallback: string): string
function arg(name: string, fallback: number | string) {
  const i = process.argv.indexOf(`--${name}`)
  const raw = i >= 0 ? process.argv[i + 1] : undefined
  return raw === undefined ? fallback : typeof fallback === 'number' ? Number(raw) : raw
}

const posts = arg('posts', 1000)
const seed = arg('seed', 'bench')
const latency = arg('latency', 0)
const rate = arg('rate', 0)
const concurrency = arg('concurrency', 8)

const root = path.resolve('bench', 'out', `sync-${posts}`)
const workspaceDir = path.join(root, 'workspace')
const outDir = path.join(root, 'snapshot')

async function main() {
  fs.rmSync(root, { recursive: true, force: true })
  console.log(`generating a workspace of ${posts} posts (seed ${seed}) …`)
  await generateWorkspace({ posts, seed }, workspaceDir)
  const universe = universeFromSnapshot(workspaceDir)
  const host = await startFileHost()
  filesOnNotion(universe, path.join(workspaceDir, 'files'), host)
  const server = await startNotionServer(universe, { latencyMs: latency })
  const rootPageId = JSON.parse(fs.readFileSync(path.join(workspaceDir, 'snapshot.json'), 'utf8')).rootPageId
  const source = throttled(new NotionWebSource({ databasePageId: rootPageId, apiBaseUrl: server.apiBaseUrl }), {
    ratePerSecond: rate || Infinity,
    maxInFlight: concurrency,
  })

  async function run(label: string) {
    const from = server.calls.length
    const hits = host.hits.length
    const report: SyncReport = await syncWorkspace({
      source,
      outDir,
      concurrency,
      download: (url) => safeFetch(url, host.policy({ [NOTION_S3]: PUBLIC_TEST_ADDRESS })),
    })
    const byEndpoint: Record<string, number> = {}
    for (const c of server.calls.slice(from)) byEndpoint[c.endpoint] = (byEndpoint[c.endpoint] ?? 0) + 1
    const requests = server.calls.length - from
    console.log(
      `${label}: ${(report.ms / 1000).toFixed(2)} s, ${requests} Notion requests ${JSON.stringify(byEndpoint)}, ` +
        `pages +${report.added.length} ~${report.updated.length} -${report.removed.length} =${report.unchanged}, ` +
        `files ${report.files.downloaded} downloaded / ${report.files.kept} kept (${host.hits.length - hits} file-host requests)`,
    )
    return { report, requests }
  }

  console.log(`throttle: ${rate || 'unlimited'} requests/s, ${concurrency} in flight; Notion latency ${latency} ms`)
  const full = await run('full sync')

  // An author edits one post: new text, a new last-edited time.
  const rows = Object.values<string[]>(Object.values(universe.queries)[0])[0]
  const edited = universe.block[rows[Math.floor(rows.length / 2)]].value
  const firstText = edited.content.find((id: string) => universe.block[id]?.value.type === 'text')
  universe.block[firstText].value.properties.title = [['Edited for the benchmark.']]
  edited.last_edited_time += 60_000
  const again = await run('sync after editing one post')

  const ok = again.report.updated.length === 1 && again.report.updated[0].id === edited.id && again.report.calls.pages === 1
  console.log(ok ? 'second sync fetched only the database and the edited post' : 'UNEXPECTED: the second sync fetched more than the edited post')
  if (rate === 0) console.log(`at Notion's 3 requests/s the full sync's requests alone would take ≥ ${Math.ceil(full.requests / 3)} s`)
  await server.close()
  await host.close()
  process.exit(ok ? 0 : 1)
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
